import { randomBytes } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { BotLevel } from '../../engine/bots/levels';
import { botLevelOf } from '../bots/driver';
import { clockIn } from '../clocks/clock';

// What happens to a table once it has started and someone leaves it: nobody's
// leaving ends the others' game. The seat goes to the server's bot at once; the
// people still seated may instead, by majority, open it for someone new or end
// the table without a result. Each change is written to the table's seat log
// (`metadata.seatLog`), which every page shows in the game log.

/** A change of who plays a seat, as the table's log shows it. */
export type SeatEvent =
  /** `name` left; the server's bot (`bot`) plays the seat from now on. */
  | { at: number; event: 'left'; seat: string; name: string; bot: BotLevel }
  /** The seat of `name`, who was away, was handed to the server's bot (`bot`). */
  | { at: number; event: 'bot'; seat: string; name: string; bot: BotLevel }
  /** The seat (of `name`, when someone held it) was opened for a new player. */
  | { at: number; event: 'opened'; seat: string; name?: string }
  /** `name` took a seat opened during the game. */
  | { at: number; event: 'joined'; seat: string; name: string }
  /** The table was ended without a result. */
  | { at: number; event: 'ended' };

/** A seated person's wish for a seat a leaving player left to the bot. */
export type SeatVote = { voter: string; choice: 'open'; seat: string } | { voter: string; choice: 'end' };

/** What the server keeps in a table's metadata for this (boardgame.io stores it as given). */
export interface TableSeats {
  /** Set once every seat was taken: a table that started stays started. */
  started?: true;
  seatLog?: SeatEvent[];
  votes?: SeatVote[];
  /** Empty seats of a started table that were opened on purpose: the only ones anyone may join. */
  openedSeats?: string[];
}

/** The gameover a table ended without a result has (boardgame.io's metadata.gameover). */
export const ENDED_WITHOUT_RESULT = { endedWithoutResult: true } as const;

/** The log keeps this many seat events: a table's metadata stays small. */
const SEAT_LOG_KEPT = 100;

const seatsOf = (metadata: Server.MatchData) => metadata as Server.MatchData & TableSeats;

export const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/** Marks a table started once every seat is taken (called on every metadata write). */
export function markStarted(metadata: Server.MatchData): void {
  const table = seatsOf(metadata);
  if (!table.started && Object.values(metadata.players).every((p) => p.name)) table.started = true;
}

/** Whether the table has started: every seat was taken once (tables stored before the mark: every seat is). */
export function isStarted(metadata: Server.MatchData): boolean {
  return seatsOf(metadata).started === true || Object.values(metadata.players).every((p) => p.name);
}

/** The name a bot seat is stored with (pages show it in their own language from its level). */
export function botSeatName(seat: string): string {
  return `Bot ${Number(seat) + 1}`;
}

/** A seat the server's bot plays: credentials nobody is given, the table's name kept. */
export function botSeat(
  id: number,
  level: BotLevel,
  before: Server.PlayerMetadata | undefined,
  name?: string,
  extra: Record<string, unknown> = {},
): Server.PlayerMetadata {
  const {
    host: _host,
    bot: _bot,
    standIn: _standIn,
    left: _left,
    ...kept
  } = (before?.data ?? {}) as Record<string, unknown>;
  return {
    id,
    name: name ?? botSeatName(String(id)),
    credentials: randomBytes(18).toString('base64url'),
    data: { ...kept, ...extra, bot: level },
  };
}

export function logSeatEvent(metadata: Server.MatchData, event: SeatEvent): void {
  const table = seatsOf(metadata);
  const log = [...(table.seatLog ?? []), event];
  table.seatLog = log.length > SEAT_LOG_KEPT ? log.slice(log.length - SEAT_LOG_KEPT) : log;
}

/** Notes a seat opened on purpose: a newcomer may take it. */
export function markOpened(metadata: Server.MatchData, seat: string): void {
  const table = seatsOf(metadata);
  table.openedSeats = [...new Set([...(table.openedSeats ?? []), seat])];
}

/** Whether a newcomer may take this empty seat: any before the start, only an opened one after. */
export function mayJoin(metadata: Server.MatchData, seat: string): boolean {
  return !isStarted(metadata) || (seatsOf(metadata).openedSeats ?? []).includes(seat);
}

/** The seats a newcomer may take, lowest first. */
export function joinableSeats(metadata: Server.MatchData): string[] {
  return Object.values(metadata.players)
    .filter((p) => !p.name && mayJoin(metadata, String(p.id)))
    .map((p) => String(p.id));
}

/** A newcomer took a seat (after boardgame.io stored it): logged when the table had started. */
export function noteJoined(metadata: Server.MatchData, seat: string, now: number): void {
  const table = seatsOf(metadata);
  if (!(table.openedSeats ?? []).includes(seat)) return;
  table.openedSeats = table.openedSeats!.filter((s) => s !== seat);
  if (table.openedSeats.length === 0) delete table.openedSeats;
  const name = metadata.players[Number(seat)]?.name;
  if (name) logSeatEvent(metadata, { at: now, event: 'joined', seat, name });
}

/** Seats whose person is still at the table (a bot standing in for one out of time keeps their place). */
export function seatedPeople(metadata: Server.MatchData): string[] {
  return Object.values(metadata.players)
    .filter((p) => p.name && (!botLevelOf(p) || (p.data as { standIn?: unknown } | undefined)?.standIn === true))
    .map((p) => String(p.id));
}

/** The name of the player a bot replaced when they left, or null. */
export function leftBy(player: Server.PlayerMetadata | undefined): string | null {
  const left = (player?.data as { left?: unknown } | undefined)?.left;
  return botLevelOf(player) && typeof left === 'string' ? left : null;
}

/** Votes needed to decide: more than half of the people still seated. */
export function majorityOf(people: number): number {
  return Math.floor(people / 2) + 1;
}

export type VoteOutcome = 'counted' | 'opened' | 'ended';

/**
 * Applies a choice that has a majority of the people still seated, if one has:
 * the seat opened (its bot leaves) or the table ended without a result.
 */
function decide(metadata: Server.MatchData, now: number): VoteOutcome {
  const table = seatsOf(metadata);
  const people = seatedPeople(metadata);
  const votes = (table.votes ?? []).filter((v) => people.includes(v.voter));
  table.votes = votes;
  const needed = majorityOf(people.length);
  if (people.length === 0 || votes.filter((v) => v.choice === 'end').length >= needed) {
    metadata.gameover = { ...ENDED_WITHOUT_RESULT };
    delete table.votes;
    logSeatEvent(metadata, { at: now, event: 'ended' });
    return 'ended';
  }
  for (const seat of new Set(votes.flatMap((v) => (v.choice === 'open' ? [v.seat] : [])))) {
    if (votes.filter((v) => v.choice === 'open' && v.seat === seat).length < needed) continue;
    const name = leftBy(metadata.players[Number(seat)]) ?? undefined;
    metadata.players[Number(seat)] = { id: Number(seat) };
    markOpened(metadata, seat);
    table.votes = votes.filter((v) => !(v.choice === 'open' && v.seat === seat));
    logSeatEvent(metadata, { at: now, event: 'opened', seat, ...(name ? { name } : {}) });
    return 'opened';
  }
  if (table.votes.length === 0) delete table.votes;
  return 'counted';
}

/**
 * A seated person leaves a started, unfinished table: the server's bot plays
 * their seat from now on (the table's bot level for players out of time, else
 * `normal`). With nobody left seated, the table ends without a result.
 */
export function leaveStarted(metadata: Server.MatchData, seat: string, now: number): VoteOutcome {
  const id = Number(seat);
  const before = metadata.players[id];
  const name = before.name ?? botSeatName(seat);
  const level: BotLevel = clockIn(metadata)?.botLevel ?? 'normal';
  metadata.players[id] = botSeat(id, level, before, undefined, { left: name });
  logSeatEvent(metadata, { at: now, event: 'left', seat, name, bot: level });
  const table = seatsOf(metadata);
  // Their votes leave with them; what the others chose may now be a majority.
  if (table.votes) table.votes = table.votes.filter((v) => v.voter !== seat);
  return decide(metadata, now);
}

/** A seated person's vote; the choice is applied once a majority of those seated made it. */
export function castVote(metadata: Server.MatchData, vote: SeatVote, now: number): VoteOutcome {
  const table = seatsOf(metadata);
  table.votes = [...(table.votes ?? []).filter((v) => v.voter !== vote.voter), vote];
  return decide(metadata, now);
}
