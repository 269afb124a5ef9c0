// What the server's player routes answer (ratings, profiles, friends, invitations,
// e-mail) and the pages read: one declaration for both sides. Every route is
// under /api; every POST needs the `X-Euro-Tables: 1` header, like /api/account's.
// A username is the account's own spelling; ids of accounts never leave the server.

/** Who may see a part of a profile. */
export type Audience = 'everyone' | 'friends' | 'nobody';

/** A player's rating in one game as shown (OpenSkill's ordinal on a scale of our own). */
export interface ShownRating {
  rating: number;
  /** Fewer rated games than PROVISIONAL_GAMES: shown with a mark, left off the leaderboard. */
  provisional: boolean;
  games: number;
}

/** Rated games a new player plays before their rating counts as settled. */
export const PROVISIONAL_GAMES = 5;

/** GET /api/ratings/:game/leaderboard?limit=N (N ≤ 100, default 50). */
export interface Leaderboard {
  game: string;
  top: LeaderRow[];
  /** The signed-in player's own row (null: a guest, or no rated game of this one yet). */
  you: LeaderRow | null;
}

export interface LeaderRow {
  /** 1 for the best settled rating; a provisional player's own row has a place of null. */
  place: number | null;
  username: string;
  rating: number;
  games: number;
  wins: number;
  provisional: boolean;
}

/**
 * GET /api/ratings/seats?matchIDs=a,b,c (at most 50): the seats of those tables
 * held by accounts now, with each account's rating in the table's game.
 * Guests' and bots' seats are absent.
 */
export interface SeatAccounts {
  tables: Record<string, Record<string, SeatAccount>>;
}

export interface SeatAccount {
  username: string;
  /** Null before their first rated game of this one. */
  rating: ShownRating | null;
}

/** GET /api/profiles/:username (404 for no such account, whoever asks). */
export interface Profile {
  username: string;
  memberSince: number;
  /** The profile is the asker's own (they see everything, and their settings). */
  own: boolean;
  /** The asker's relation to this player (guests: 'none'). */
  friend: 'none' | 'asked' | 'asking' | 'friends';
  /** The asker blocked this player. */
  blocked: boolean;
  /** Null when the player keeps it from the asker. */
  games: GameRecord[] | null;
  recent: RecentGame[] | null;
  /** Games finished over games started (a left or timed-out game is not finished). */
  finishing: { finished: number; played: number } | null;
  /** Their open and running tables (null when kept from the asker). */
  tables: ProfileTable[] | null;
  /** Only on one's own profile. */
  settings?: ProfileSettings;
}

export interface ProfileSettings {
  /** Games played and won, ratings and their chart. */
  stats: Audience;
  /** Recent games with their replays, and the finishing rate. */
  games: Audience;
  /** Open and running tables. */
  tables: Audience;
}

export interface GameRecord {
  game: string;
  played: number;
  won: number;
  rating: ShownRating | null;
  /** The rating after each rated game, oldest first (at most the last 200). */
  history: { at: number; rating: number }[];
}

export interface RecentGame {
  matchID: string;
  game: string;
  tableNumber: number | null;
  finishedAt: number;
  rated: boolean;
  /** Ended by a vote without a result. */
  withResult: boolean;
  place: number;
  won: boolean;
  finished: boolean;
  ratingBefore: number | null;
  ratingAfter: number | null;
  /** Everyone at the table: `username` for accounts, `name` for guests and bots, neither for a deleted player. */
  players: { seat: string; username?: string; name?: string; bot?: boolean; place: number; score: number | null }[];
  /** The match is still stored: its replay is at /replay/:game/:matchID. */
  replay: boolean;
}

export interface ProfileTable {
  matchID: string;
  game: string;
  tableNumber: number | null;
  /** A seat is free to join. */
  open: boolean;
  started: boolean;
  players: { seat: string; name: string | null }[];
  updatedAt: number;
}

/** POST /api/account/profile-settings: ProfileSettings, every field required. */

/** GET /api/friends (signed in). */
export interface Friends {
  friends: { username: string; since: number }[];
  /** Asked by them, waiting for the player's answer. */
  incoming: { username: string; at: number }[];
  /** Asked by the player. */
  outgoing: { username: string; at: number }[];
  blocked: { username: string; since: number }[];
  /** Friends' open and running tables, the last changed first. */
  tables: (ProfileTable & { friend: string })[];
}

/**
 * POST /api/friends/{ask,accept,decline,remove,block,unblock} with { username }.
 * Asking someone who asked you makes you friends. Blocking ends a friendship and
 * any request either way. Answers 204; 404 for no such account.
 */
export interface FriendBody {
  username: string;
}

/** GET /api/invites (signed in): invitations to tables, newest first. */
export interface Invites {
  invites: Invite[];
}

export interface Invite {
  matchID: string;
  game: string;
  tableNumber: number | null;
  from: string;
  at: number;
  seen: boolean;
}

/**
 * POST /api/invites { matchID, username }: the asker holds a seat at the table,
 * the other is their friend, has not blocked them, and the table is not over.
 * POST /api/invites/seen { matchID } marks one seen; POST /api/invites/dismiss { matchID } removes it.
 */
export interface InviteBody {
  matchID: string;
  username: string;
}

/**
 * GET /api/account/email (signed in). Where the host configured no SMTP, every
 * e-mail POST below answers 409 `{ error: 'this server sends no e-mail' }`.
 * - POST /api/account/email { email }: sets the address, unverified, and e-mails a
 *   link `${site}/account/verify#token=…` (a day); answers EmailSettings.
 * - POST /api/account/email/verify { token }: 204, or 400 for a spent, expired or unknown link (needs no session).
 * - POST /api/account/email/turns { on }: answers EmailSettings; 409 without an address.
 * - POST /api/account/email/remove: 204.
 * - POST /api/account/reset/ask { username }: always 202 `{ sent }` (429 past the
 *   address's limit); a verified address gets `${site}/account/reset#token=…` (45 minutes, once).
 * - POST /api/account/reset { token, password }: 204, every session ended (sign in
 *   again); 400 for a spent, expired or unknown link, or a password the sign-up refuses.
 * - GET/POST /api/email/stop?t=…: the turn e-mails' one-click stop (a small page of the server's own).
 */
export interface EmailSettings {
  /** The host configured SMTP: without it nothing here is offered. */
  smtp: boolean;
  email: string | null;
  verified: boolean;
  /** An e-mail when it is the player's turn at a turn-based table. */
  turnEmails: boolean;
}
