// What the server sends for a replay (GET /games/:name/:id/replay): the first
// state as one point of view saw it, then each move with the changes it made to
// that view. A whole game sent as full states would repeat the growing log at
// every step; the changes are a small fraction of it. Plain TypeScript, shared by
// the server (which writes it) and the replay page (which reads it).

export type PathKey = string | number;

/**
 * One change to a JSON value: `s` sets the value at a path (an array index at
 * its length appends), `d` deletes an object's key, `t` cuts an array to a length.
 */
export type PatchOp =
  | readonly ['s', readonly PathKey[], unknown]
  | readonly ['d', readonly PathKey[]]
  | readonly ['t', readonly PathKey[], number];

/** A move as the framework stored it: who made it, which move, with what. */
export interface ReplayMove {
  player: string;
  move: string;
  args: unknown[];
}

/** The server's stamp on a stored move (see kit/logTimes.ts), when it has one. */
export interface ReplayStamp {
  at: number;
  logStart?: number;
  logEnd: number;
}

export interface ReplayStep {
  /** The move that led here; null for the first step (the game as set up). */
  move: ReplayMove | null;
  /** When the move was made (ms since the epoch), when the server stamped it. */
  stamp?: ReplayStamp;
  /** ctx.turn and ctx.phase after the move. */
  turn: number;
  phase: string | null;
  /** The changes to the previous step's view (empty for the first step). */
  patch: PatchOp[];
}

/** What one point of view sees at a step: the game's view of G, and ctx. */
export interface ReplayView {
  G: unknown;
  ctx: unknown;
}

export interface ReplayWire {
  game: string;
  matchID: string;
  /** The point of view: a seat, or null for a spectator. */
  seat: string | null;
  numPlayers: number;
  /** The view at the first step; each later step patches the one before. */
  first: ReplayView;
  steps: ReplayStep[];
  /**
   * The match's moves no longer replay as they were played (the rules changed
   * since): the replay follows its first `kept` moves, then its last step is the
   * game's stored end.
   */
  diverged?: { kept: number };
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The changes that turn `before` into `after`, both plain JSON (undefined
 * object values count as absent, as in JSON). Arrays are compared index by
 * index and grow or shrink at their end: the game's log only grows, and a
 * structure shared by both (immer keeps unchanged parts) is skipped at once.
 */
export function diff(before: Json, after: Json, path: PathKey[] = [], ops: PatchOp[] = []): PatchOp[] {
  if (before === after) return ops;
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) diff(before[i], after[i], [...path, i], ops);
    if (after.length < before.length) ops.push(['t', path, after.length]);
    for (let i = common; i < after.length; i++) ops.push(['s', [...path, i], after[i] === undefined ? null : after[i]]);
    return ops;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) ops.push(['d', [...path, key]]);
    }
    for (const key of Object.keys(after)) {
      const value = after[key];
      if (value === undefined) continue;
      if (before[key] === undefined) ops.push(['s', [...path, key], value]);
      else diff(before[key], value, [...path, key], ops);
    }
    return ops;
  }
  ops.push(['s', path, after === undefined ? null : after]);
  return ops;
}

function shallowCopy(value: Json): Json {
  return Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) };
}

/**
 * `value` with the changes applied, without changing `value`: the containers on
 * each changed path are copied (once per call), everything else is shared, so a
 * board sees unchanged parts as the same objects from step to step.
 */
export function applyPatch<T>(value: T, ops: readonly PatchOp[]): T {
  const copied = new Set<Json>();
  let root: Json = value;
  const own = (container: Json): Json => {
    if (copied.has(container)) return container;
    const copy = shallowCopy(container);
    copied.add(copy);
    return copy;
  };
  for (const op of ops) {
    const path = op[1];
    if (path.length === 0) {
      if (op[0] !== 's') throw new Error('replay patch: only a set may replace the whole value');
      root = op[2];
      continue;
    }
    root = own(root);
    let parent = root as Record<PathKey, Json>;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const child = parent[key];
      if (typeof child !== 'object' || child === null)
        throw new Error(`replay patch: no container at ${path.slice(0, i + 1).join('.')}`);
      const mine = own(child);
      parent[key] = mine;
      parent = mine as Record<PathKey, Json>;
    }
    const last = path[path.length - 1]!;
    if (op[0] === 's') {
      parent[last] = op[2];
    } else if (op[0] === 'd') {
      delete parent[last];
    } else {
      const array = parent[last];
      if (!Array.isArray(array)) throw new Error(`replay patch: no array at ${path.join('.')}`);
      const mine = own(array) as Json[];
      mine.length = op[2];
      parent[last] = mine;
    }
  }
  return root as T;
}

/** Every step's view, the first as sent and each later one patched from the one before. */
export function viewsOf(replay: ReplayWire): ReplayView[] {
  const views: ReplayView[] = [];
  let view = replay.first;
  for (const step of replay.steps) {
    if (step.patch.length > 0) view = applyPatch(view, step.patch);
    views.push(view);
  }
  return views;
}
