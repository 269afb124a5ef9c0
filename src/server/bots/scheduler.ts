// The order in which the bot pool's workers take decisions. A single queue lets
// whoever asks most (one address with dozens of bots-only tables) make every other
// table wait behind all of it. Here decisions are shared out in turn, at three
// levels: between addresses, between the browsers of an address, between the
// tables of a browser; a table's own decisions keep the order they were asked in.
// Each level is start-time fair queueing with unit costs: a group that starts
// asking is put in the round being served, so it waits behind at most one decision
// of each group already waiting (and the ones in workers). On top, an address and
// a browser may have only so many decisions in workers at once.

/** A table's creator as the rate limits know them (an address, and the browser's cookie when sent). */
export interface DecisionOwner {
  ip: string;
  browser?: string;
}

export interface FairLimits {
  /** Decisions of one browser in workers at once. */
  perBrowser: number;
  /** Decisions of one address in workers at once. */
  perIp: number;
}

/** One level's member: an address, a browser, or a table (whose jobs are in `jobs`). */
class Group<J> {
  /** The round this group is next served in, and its place among the groups of that round. */
  round = 0;
  seq = 0;
  /** The round it was last served in. */
  served = -1;
  /** Jobs queued in this group (and below), and being run. */
  queued = 0;
  running = 0;
  readonly children = new Map<string, Group<J>>();
  readonly jobs: J[] = [];
  /** The round of the last start among the children: a child that starts asking joins it. */
  current = 0;
  nextSeq = 0;

  constructor(
    readonly key: string,
    readonly parent: Group<J> | null,
    readonly cap: number,
  ) {}
}

/** Where a job is queued: its table's group. */
export interface Placed<J> {
  job: J;
  table: Group<J>;
}

export class FairScheduler<J> {
  private readonly root = new Group<J>('', null, Number.POSITIVE_INFINITY);

  constructor(private readonly limits: FairLimits) {}

  /** Jobs queued, not yet started. */
  get queued(): number {
    return this.root.queued;
  }

  /** Groups kept (addresses, browsers, tables): none once nothing is queued or running. */
  get groups(): number {
    let n = 0;
    const count = (group: Group<J>) => {
      for (const child of group.children.values()) {
        n++;
        count(child);
      }
    };
    count(this.root);
    return n;
  }

  /**
   * Queues a job of a match. A match whose creator is not known (created before a
   * restart, or on another instance) is a client of its own, with no cap.
   * `first`: ahead of the table's other jobs (a retry).
   */
  push(job: J, matchID: string, owner: DecisionOwner | undefined, first = false): void {
    const path = owner
      ? [
          { key: `ip:${owner.ip}`, cap: this.limits.perIp },
          { key: owner.browser ? `b:${owner.browser}` : '', cap: owner.browser ? this.limits.perBrowser : Infinity },
        ]
      : [
          { key: `match:${matchID}`, cap: Number.POSITIVE_INFINITY },
          { key: '', cap: Number.POSITIVE_INFINITY },
        ];
    path.push({ key: matchID, cap: Number.POSITIVE_INFINITY });
    let group = this.root;
    for (const { key, cap } of path) {
      let child = group.children.get(key);
      if (!child) {
        child = new Group<J>(key, group, cap);
        group.children.set(key, child);
      }
      if (child.queued === 0) this.join(group, child);
      group = child;
    }
    if (first) group.jobs.unshift(job);
    else group.jobs.push(job);
    for (let g: Group<J> | null = group; g; g = g.parent) g.queued++;
  }

  /** The next job to start, or null when none may start now (none queued, or their clients at their caps). */
  next(): Placed<J> | null {
    let group = this.root;
    const path: Group<J>[] = [];
    while (group.children.size > 0) {
      let best: Group<J> | undefined;
      for (const child of group.children.values()) {
        if (best && (child.round > best.round || (child.round === best.round && child.seq > best.seq))) continue;
        if (this.startable(child)) best = child;
      }
      if (!best) return null;
      path.push(best);
      group = best;
    }
    if (path.length === 0) return null;
    const job = group.jobs.shift()!;
    for (let g: Group<J> | null = group; g; g = g.parent) {
      g.queued--;
      g.running++;
    }
    for (const child of path) {
      const parent = child.parent!;
      parent.current = Math.max(parent.current, child.round);
      child.served = child.round;
      // Still asking: served again in a later round, behind those waiting in this one.
      if (child.queued > 0) this.join(parent, child);
    }
    return { job, table: group };
  }

  /** A started job is over (answered, failed or lost): its clients' places are freed. */
  done(placed: Placed<J>): void {
    for (let g: Group<J> | null = placed.table; g; g = g.parent) g.running--;
    this.prune(placed.table);
  }

  /** Every queued job, removed (the pool closes). */
  drain(): J[] {
    const jobs: J[] = [];
    const collect = (group: Group<J>) => {
      jobs.push(...group.jobs.splice(0));
      for (const child of group.children.values()) collect(child);
    };
    collect(this.root);
    const clear = (group: Group<J>) => {
      group.queued = 0;
      for (const [key, child] of group.children) {
        clear(child);
        if (child.running === 0) group.children.delete(key);
      }
    };
    clear(this.root);
    return jobs;
  }

  /** A child starts asking (or asks on after being served): it joins the round being served, or the next after its last. */
  private join(parent: Group<J>, child: Group<J>): void {
    child.round = Math.max(parent.current, child.served + 1);
    child.seq = parent.nextSeq++;
  }

  /** Whether a job below this group may start now. */
  private startable(group: Group<J>): boolean {
    if (group.queued === 0 || group.running >= group.cap) return false;
    if (group.jobs.length > 0) return true;
    for (const child of group.children.values()) if (this.startable(child)) return true;
    return false;
  }

  /** Forgets the groups with nothing queued or running, from the table up. */
  private prune(group: Group<J>): void {
    for (let g: Group<J> | null = group; g?.parent; g = g.parent) {
      if (g.queued > 0 || g.running > 0) return;
      g.parent.children.delete(g.key);
    }
  }
}
