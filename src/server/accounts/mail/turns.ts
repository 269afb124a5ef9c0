import type { Ctx, Game, Server, State, StorageAPI } from 'boardgame.io';
import type { Logger } from 'pino';
import { sha256 } from '../store';
import type { EmailStore } from './email-store';
import type { Mailer } from './mailer';
import { turnMail } from './messages';

// Turn e-mails at turn-based tables (a clock of mode 'turnbased'). Off the moves'
// path: a write of such a table's metadata (every move writes it) only notes the
// match; a batch a moment later reads each noted match once it is stored, forgets
// the e-mails of seats no longer to act, and sends one to each seat to act whose
// account wants them at a verified address, unless one was sent for this turn
// (turn_emails_sent: the first instance to insert the row sends) or its player is
// at the table now (a seat a socket holds; once they leave unplayed, the next
// write of the metadata notes the match again). A move never waits on any of it.
// A stop handles what was noted; after a crash, the start's write of each running
// clock (clocks/keeper.ts resumes them) notes every turn-based table again.

export interface TurnMailOptions {
  emails: EmailStore;
  mailer: Mailer;
  games: ReadonlyMap<string, Game>;
  store: StorageAPI.Async;
  /** Resolves once the match's writes so far are committed. */
  settled: (matchID: string) => Promise<unknown>;
  log: Logger;
  now: () => number;
  /** Milliseconds between the first noted match and its batch (default 2000). */
  batchMs?: number;
}

export function isTurnBased(metadata: Server.MatchData): boolean {
  return (metadata as { clock?: { mode?: unknown } }).clock?.mode === 'turnbased';
}

function actingOf(metadata: Server.MatchData, ctx: Ctx): string[] {
  const players = Object.values(metadata.players);
  if (ctx.gameover !== undefined || metadata.gameover !== undefined || !players.every((p) => p.name)) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

export class TurnMail {
  private readonly noted = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: TurnMailOptions) {}

  /** A turn-based match's metadata was written: look at it in the next batch. */
  observe(matchID: string, metadata: Server.MatchData): void {
    if (this.closed || !isTurnBased(metadata)) return;
    this.noted.add(matchID);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.batchMs ?? 2000);
      this.timer.unref();
    }
  }

  /** Handles every match noted so far now; resolves once their e-mails are sent or dropped. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.noted];
    this.noted.clear();
    this.running = this.running.then(() => this.lookAll(batch));
    await this.running;
    await this.options.mailer.idle();
  }

  private async lookAll(batch: readonly string[]): Promise<void> {
    for (const matchID of batch) {
      try {
        await this.look(matchID);
      } catch (error) {
        this.options.log.error({ err: error, matchID }, 'turn e-mails not handled');
      }
    }
  }

  private async look(matchID: string): Promise<void> {
    const { emails, mailer, store, now } = this.options;
    await this.options.settled(matchID).catch(() => undefined);
    const { state, metadata } = await store.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata || !isTurnBased(metadata)) return;
    const acting = actingOf(metadata, (state as State).ctx);
    await emails.clearTurnsBut(matchID, acting);
    if (acting.length === 0) return;
    const subscribers = await emails.turnSubscribers(matchID);
    for (const s of subscribers) {
      const player = metadata.players[Number(s.seat)];
      if (!acting.includes(s.seat) || !player?.credentials || player.isConnected === true) continue;
      // A seat handed over or opened since it was tied has other credentials.
      if (sha256(player.credentials) !== s.credentialsHash) continue;
      if (!(await emails.claimTurn(s.accountId, matchID, s.seat, now()))) continue;
      const gameName = metadata.gameName;
      const game = this.options.games.get(gameName) as { spec?: { info?: { title?: unknown } } } | undefined;
      const title = typeof game?.spec?.info?.title === 'string' ? game.spec.info.title : gameName;
      const { tableNumber } = metadata as { tableNumber?: unknown };
      const stop = await emails.stopToken(s.accountId);
      if (!stop) continue;
      mailer.send(
        turnMail(
          s.email,
          title,
          typeof tableNumber === 'number' ? tableNumber : null,
          `${mailer.publicUrl}/table/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}`,
          `${mailer.publicUrl}/api/email/stop?t=${stop}`,
          s.language,
        ),
        'turn',
        // Dropped after every try: the next write of the table may try again.
        () => emails.unclaimTurn(s.accountId, matchID, s.seat),
      );
    }
  }

  /** Handles the matches noted so far (a stop or a deploy loses no turn's e-mail), then takes no more. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.noted];
    this.noted.clear();
    this.running = this.running.then(() => this.lookAll(batch));
    await this.running;
  }
}
