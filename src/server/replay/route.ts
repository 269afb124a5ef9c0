import { isDeepStrictEqual } from 'node:util';
import { gzipSync, gunzipSync } from 'node:zlib';
import type { Game, LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { AnySpec } from '../../engine/contract';
import { HttpError } from '../http/errors';
import { MATCH_ID } from '../hardening/packets';
import {
  buildReplaysInSlices,
  endAtStoredState,
  type PointOfView,
  type StoredHashes,
} from '../../engine/replay/replay';

// GET /games/:name/:id/replay[?seat=<id>]: a finished match, step by step, as one
// seat (or, without a seat, a spectator) saw it. Under /games, so the Lobby API's
// origin check and read rate limit apply as to any Lobby read.

export interface ReplayRouteOptions {
  games: ReadonlyMap<string, Game>;
  /** The storage with nothing redacted: the replay starts from the true initial state. */
  store: StorageAPI.Async;
  log: Logger;
  /** Bytes of compressed replays kept in memory (default 64 MB). */
  cacheBytes?: number;
  /**
   * The state hash stored with each move (storage/sql-storage.ts, moveHashes):
   * each replayed move is checked against it. Null for a match whose moves cannot
   * be checked (stored before the hashes were).
   */
  hashes?: (matchID: string) => Promise<StoredHashes | null>;
}

interface Router {
  get(path: string, ...middleware: Koa.Middleware[]): unknown;
}

type ContractGame = Game & { name: string; spec: AnySpec };

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/** The longest the replay of a match holds the event loop at a time. */
const SLICE_MS = 15;

/** A finished match does not change: each point of view's replay is computed once and kept, compressed. */
export class ReplayCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  /** Matches being replayed now: a second request waits for the same pass. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly limitBytes: number) {}

  static key(matchID: string, pov: PointOfView): string {
    return `${matchID}/${pov ?? 'spectator'}`;
  }

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.limitBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  /** The builds, one after the other: many replays asked at once cost one build's CPU at a time. */
  private queue: Promise<void> = Promise.resolve();

  /** Runs `compute` for a match unless a run for it is under way, then waits for that one. */
  once(matchID: string, compute: () => Promise<void>): Promise<void> {
    let run = this.running.get(matchID);
    if (!run) {
      run = this.queue.then(compute).finally(() => this.running.delete(matchID));
      this.queue = run.catch(() => undefined);
      this.running.set(matchID, run);
    }
    return run;
  }

  get size(): number {
    return this.entries.size;
  }
}

function paramOf(ctx: Koa.Context, key: string): string {
  const params = (ctx as unknown as { params?: Record<string, unknown> }).params;
  const value = params?.[key];
  return typeof value === 'string' ? value : '';
}

/** The point of view asked for: a seat of the match, or null (no `seat`) for a spectator. */
function povOf(ctx: Koa.Context, metadata: Server.MatchData): PointOfView {
  const seat = ctx.query.seat;
  if (seat === undefined) return null;
  if (typeof seat !== 'string') throw new HttpError(400, 'seat must be given once');
  if (!/^\d{1,2}$/.test(seat) || !Object.hasOwn(metadata.players, seat)) {
    throw new HttpError(404, 'no such seat');
  }
  return seat;
}

/** JSON as the database gives it back (no undefined fields), to compare with a stored state. */
function asStored(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

export function replayRoute(router: Router, options: ReplayRouteOptions): ReplayCache {
  const { games, store, log } = options;
  const cache = new ReplayCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);

  const compute = async (game: ContractGame, matchID: string, metadata: Server.MatchData): Promise<void> => {
    const {
      initialState,
      log: moves,
      state,
    } = (await store.fetch(matchID, { initialState: true, log: true, state: true })) as {
      initialState?: State;
      log?: LogEntry[];
      state?: State;
    };
    if (!initialState || !moves || !state) throw new HttpError(404, 'no such match');
    const povs: PointOfView[] = [null, ...Object.keys(metadata.players)];
    const started = performance.now();
    const hashes = (await options.hashes?.(matchID)) ?? undefined;
    const built = await buildReplaysInSlices(SLICE_MS, game, matchID, initialState, moves, povs, hashes);
    // Never show a replay that does not end where the match ended: one whose moves no
    // longer replay as they were played (the rules changed since) keeps the moves
    // checked against their hashes, then jumps to the stored end, and says so.
    const reachesEnd =
      !built.diverged &&
      isDeepStrictEqual(asStored(built.final.G), asStored(state.G)) &&
      built.final._stateID === state._stateID;
    let replays = built.replays;
    if (!reachesEnd) {
      replays = endAtStoredState(game, built, hashes !== undefined, state);
      log.warn(
        {
          matchID,
          game: game.name,
          replayed: built.final._stateID,
          stored: state._stateID,
          reason: built.diverged ?? 'the replay does not reach the stored state',
        },
        'replay: the moves no longer replay as played; the replay jumps to the stored end',
      );
    }
    let bytes = 0;
    for (const [pov, replay] of replays) {
      const gzipped = gzipSync(JSON.stringify(replay));
      bytes += gzipped.length;
      cache.set(ReplayCache.key(matchID, pov), gzipped);
    }
    log.info(
      {
        matchID,
        game: game.name,
        steps: replays.get(null)?.steps.length,
        views: povs.length,
        bytes,
        ms: Math.round(performance.now() - started),
      },
      'replay built',
    );
  };

  router.get('/games/:name/:id/replay', async (ctx) => {
    const game = games.get(paramOf(ctx, 'name'));
    if (!game || !('spec' in game)) throw new HttpError(404, 'no such game');
    const matchID = paramOf(ctx, 'id');
    if (!MATCH_ID.test(matchID)) throw new HttpError(404, 'no such match');
    const { metadata } = await store.fetch(matchID, { metadata: true });
    if (!metadata || metadata.gameName !== game.name) throw new HttpError(404, 'no such match');
    const pov = povOf(ctx, metadata);
    if (metadata.gameover === undefined || metadata.gameover === null)
      throw new HttpError(409, 'the match is not over: replays open at its end');
    const key = ReplayCache.key(matchID, pov);
    let gzipped = cache.get(key);
    if (!gzipped) {
      await cache.once(matchID, () => compute(game as ContractGame, matchID, metadata));
      gzipped = cache.get(key);
      // Evicted at once by a full cache: build it again for this answer alone.
      if (!gzipped) {
        await compute(game as ContractGame, matchID, metadata);
        gzipped = cache.get(key);
      }
      if (!gzipped) throw new HttpError(503, 'the replay cache is too small for this match');
    }
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.set('Vary', 'Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipped;
    } else {
      ctx.body = gunzipSync(gzipped);
    }
  });
  return cache;
}
