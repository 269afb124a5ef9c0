import type { Game, Server, StorageAPI } from 'boardgame.io';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { tableOptionValues } from '../../engine/contract/options';
import { botLevelOf } from '../bots/driver';
import {
  botSeat,
  castVote,
  isOver,
  isStarted,
  leftBy,
  logSeatEvent,
  majorityOf,
  markOpened,
  seatedPeople,
  type TableSeats,
} from '../leaving/leaving';
import { voteBody } from './bodies';
import { clockIn, reclaim } from '../clocks/clock';
import { checkBody, readJsonBody, type Body } from '../hardening/body';
import { authenticatedSeat, gameOf, matchOf, paramOf, seatIn } from '../hardening/lookup';
import { badRequest, HttpError } from '../http/errors';
import type { MatchLocks } from '../storage/match-lock';
import { botsBody, replaceBody, seatBody } from './bodies';
import { awaySince, clearAway, type SeatPresence } from './presence';

export interface SeatRouteOptions {
  games: ReadonlyMap<string, Game>;
  /** The Lobby API's storage. */
  store: StorageAPI.Async;
  log: Logger;
  /** Tells every page at the table that its seats changed (a `matchData` broadcast). */
  announce?: (matchID: string, metadata: Server.MatchData) => void;
  presence: SeatPresence;
  /** How long a seat must have been offline before the others may give it away. */
  seatWaitMs: number;
  /** Shared with the socket side: one metadata read-change-write per match at a time. */
  locks: MatchLocks;
  /** The clocks' time source (a reclaimed seat's clock runs again from now). */
  now?: () => number;
  /** When a seat went offline, and how long ago (default Date.now; shared across instances). */
  wallClock?: () => number;
}

/** The part of @koa/router this module uses. */
interface PostingRouter {
  post(path: string, ...middleware: Koa.Middleware[]): unknown;
}

/**
 * The server's own seat routes, their bodies checked like the Lobby's (bodies.ts):
 * - `POST /games/:name/:id/seat {playerID, credentials}`: 204 when the server
 *   accepts the seat's credentials, 403 when it does not (a client tells a
 *   refused seat from a server that does not answer);
 * - `POST /games/:name/:id/replace {playerID, credentials, seat, by, botName?, botLevel?}`:
 *   a seated player hands the seat of a player who has been offline for the
 *   waiting period to a bot (`by: "bot"`: the server plays it from then on, and
 *   its credentials go to nobody) or opens it to anyone (`by: "open"`); the
 *   absent player's credentials stop working. Not once the match is over, not
 *   one's own seat, not a bot's seat. A player out of time is handed to the
 *   table's bot at once, and may take the seat back:
 * - `POST /games/:name/:id/reclaim {playerID, credentials}`: the seat's player
 *   takes it back from the bot standing in;
 * - `POST /games/:name/:id/bots {playerID, credentials, bots: [{seat, level}]}`:
 *   the table's host (the first person seated, `data.host`) seats server-run bots
 *   on open seats while the table waits, their own seat included (they then watch);
 * - `POST /games/:name/:id/vote {playerID, credentials, choice: "open"|"end", seat?}`:
 *   once a player left a started game (their seat went to a bot, leaving/leaving.ts),
 *   a person still seated votes to open that seat for someone new or to end the
 *   table without a result; a majority of those seated decides.
 * Every change of a seat is written to the table's seat log and announced to the
 * pages at the table.
 */
export function seatRoutes(router: unknown, options: SeatRouteOptions): void {
  const { games, store, presence, locks, log } = options;
  const waitSeconds = Math.max(1, Math.ceil(options.seatWaitMs / 1000));
  const post = (path: string, middleware: Koa.Middleware) => (router as PostingRouter).post(path, middleware);
  const tableOf = (ctx: Koa.Context) => matchOf(ctx, gameOf(ctx, games), store);

  // The body is read before the match is held: a client sending it slowly must
  // not hold up the match's moves and connection marks, which wait for it too.
  const held =
    (task: (ctx: Koa.Context, body: Body) => Promise<void>): Koa.Middleware =>
    async (ctx) => {
      const body = await readJsonBody(ctx);
      await locks.run(paramOf(ctx, 'id'), () => task(ctx, body));
    };

  // When seat events happen, for the table's seat log.
  const logTime = options.now ?? Date.now;
  const save = async (matchID: string, metadata: Server.MatchData) => {
    metadata.updatedAt = Date.now();
    await store.setMetadata(matchID, metadata);
    options.announce?.(matchID, metadata);
  };

  post('/games/:name/:id/seat', async (ctx) => {
    const { playerID: seat, credentials } = checkBody(seatBody, await readJsonBody(ctx));
    const { metadata } = await tableOf(ctx);
    authenticatedSeat(metadata, seat, credentials);
    ctx.status = 204;
  });

  post(
    '/games/:name/:id/replace',
    held(async (ctx, sent) => {
      const body = checkBody(replaceBody, sent);
      const { playerID: asker, credentials, seat: target } = body;
      const { matchID, metadata } = await tableOf(ctx);
      authenticatedSeat(metadata, asker, credentials);
      const absent = seatIn(metadata, target);
      if (target === asker) throw new HttpError(409, 'this is your own seat');
      if (isOver(metadata)) throw new HttpError(409, 'the match is over');
      if (!absent.name) throw new HttpError(409, 'this seat is already open');
      if (botLevelOf(absent)) throw new HttpError(409, 'a bot plays this seat');
      // A player out of time may be replaced at once, connected or not, by the bot
      // the table's creator chose; they keep their credentials and may take the
      // seat back (/reclaim).
      const clock = clockIn(metadata);
      if (body.by === 'bot' && clock?.timedOut.includes(target)) {
        if (body.botLevel !== undefined && body.botLevel !== clock.botLevel)
          throw badRequest(`this table's bot for a player out of time is ${clock.botLevel}`);
        metadata.players[Number(target)] = {
          ...absent,
          data: { ...(absent.data as Body | undefined), bot: clock.botLevel, standIn: true },
        };
        await save(matchID, metadata);
        log.info({ matchID, seat: target, by: body.by }, 'seat handed to a bot: out of time');
        ctx.body = { playerID: target, bot: clock.botLevel };
        return;
      }
      if (body.by === 'bot' && body.botLevel === undefined) throw badRequest('botLevel must be a bot level');
      // Any open socket of the seat, on any instance, keeps it its player's.
      const liveness = await presence.live(matchID, target).catch((error: unknown) => {
        log.warn({ err: error, matchID, seat: target }, 'seat presence unknown');
        throw new HttpError(503, 'the server cannot tell whether this player is connected: try again', {
          'Retry-After': '5',
        });
      });
      if (liveness.live) throw new HttpError(409, 'this player is connected', { 'Retry-After': String(waitSeconds) });
      const now = (options.wallClock ?? Date.now)();
      // When the seat went away, as every instance reads it. Nobody saw it leave
      // when it never connected, its server restarted, or the instance holding it
      // stopped: then it has been away at most since the table last changed or
      // that hold lapsed, whichever came last.
      const since = awaySince(metadata, target) ?? Math.max(metadata.updatedAt ?? 0, liveness.lapsedAt ?? 0);
      const away = now - since;
      if (away < options.seatWaitMs) {
        const retryAfter = Math.max(1, Math.ceil((options.seatWaitMs - away) / 1000));
        throw new HttpError(409, `this player may still come back: try again in ${retryAfter} s`, {
          'Retry-After': String(retryAfter),
        });
      }
      const id = Number(target);
      const event = { at: logTime(), seat: target, name: absent.name as string };
      if (body.by === 'bot') logSeatEvent(metadata, { ...event, event: 'bot', bot: body.botLevel! });
      else {
        markOpened(metadata, target);
        logSeatEvent(metadata, { ...event, event: 'opened' });
      }
      // The server plays the bot: its credentials stay in the match's metadata.
      metadata.players[id] = body.by === 'bot' ? botSeat(id, body.botLevel!, absent, body.botName) : { id };
      clearAway(metadata, target);
      await save(matchID, metadata);
      log.info({ matchID, seat: target, by: body.by }, 'seat handed over');
      ctx.body = body.by === 'bot' ? { playerID: target, bot: body.botLevel } : { playerID: target };
    }),
  );

  post(
    '/games/:name/:id/reclaim',
    held(async (ctx, sent) => {
      const { playerID: seat, credentials } = checkBody(seatBody, sent);
      const { matchID, metadata } = await tableOf(ctx);
      const player = authenticatedSeat(metadata, seat, credentials);
      if (isOver(metadata)) throw new HttpError(409, 'the match is over');
      const { bot: _bot, standIn, ...kept } = (player.data ?? {}) as Body;
      if (standIn !== true) throw new HttpError(409, 'no bot holds this seat');
      metadata.players[Number(seat)] = { ...player, data: kept };
      // A seat out of time plays on with the table's clock again (clock.ts `reclaim`).
      const clock = clockIn(metadata);
      if (clock?.timedOut.includes(seat)) {
        const { state } = await store.fetch(matchID, { state: true });
        if (state)
          (metadata as { clock?: unknown }).clock = reclaim(clock, seat, state.ctx, (options.now ?? Date.now)());
      }
      await save(matchID, metadata);
      log.info({ matchID, seat }, 'seat taken back from its bot');
      ctx.body = { playerID: seat };
    }),
  );

  post(
    '/games/:name/:id/bots',
    held(async (ctx, sent) => {
      const { playerID: asker, credentials, bots: wanted } = checkBody(botsBody, sent);
      const { matchID, metadata } = await tableOf(ctx);
      const own = authenticatedSeat(metadata, asker, credentials);
      if ((own.data as Body | undefined)?.host !== true)
        throw new HttpError(403, "only the table's host may seat bots");
      if (isOver(metadata)) throw new HttpError(409, 'the match is over');
      if (isStarted(metadata)) throw new HttpError(409, 'the table has started');
      // A rated table's players are all people with accounts (results/rated.ts).
      if (tableOptionValues(metadata.setupData).rated) throw new HttpError(403, 'a rated table takes no bots');
      for (const { seat } of wanted) {
        // The host may give their own seat to a bot too, and watch.
        if (seatIn(metadata, seat).name && seat !== asker) throw new HttpError(409, 'this seat is taken');
      }
      for (const { seat, level } of wanted) {
        const id = Number(seat);
        metadata.players[id] = botSeat(id, level, metadata.players[id]);
      }
      await save(matchID, metadata);
      log.info({ matchID, bots: wanted }, 'bots seated');
      ctx.body = {
        players: wanted.map(({ seat, level }) => ({
          playerID: seat,
          name: metadata.players[Number(seat)].name,
          bot: level,
        })),
      };
    }),
  );

  post(
    '/games/:name/:id/vote',
    held(async (ctx, sent) => {
      const body = checkBody(voteBody, sent);
      const { playerID: voter, credentials } = body;
      const { matchID, metadata } = await tableOf(ctx);
      authenticatedSeat(metadata, voter, credentials);
      if (isOver(metadata)) throw new HttpError(409, 'the match is over');
      if (!isStarted(metadata)) throw new HttpError(409, 'the table has not started');
      const people = seatedPeople(metadata);
      if (!people.includes(voter)) throw new HttpError(403, 'only a player still seated may vote');
      if (body.choice === 'open' && !leftBy(seatIn(metadata, body.seat)))
        throw new HttpError(409, 'only the seat of a player who left may be opened');
      const outcome = castVote(
        metadata,
        body.choice === 'open' ? { voter, choice: 'open', seat: body.seat } : { voter, choice: 'end' },
        logTime(),
      );
      await save(matchID, metadata);
      log.info({ matchID, seat: voter, choice: body.choice, outcome }, 'seat vote');
      ctx.body = {
        outcome,
        votes: (metadata as TableSeats).votes ?? [],
        needed: majorityOf(people.length),
      };
    }),
  );
}
