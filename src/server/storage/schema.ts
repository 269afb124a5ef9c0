// The database's schema as numbered migrations, each run once, in order, at
// start (under an advisory lock when several instances share the database); the
// versions run are kept in `schema_migrations`. A database made before the
// migrations were numbered has version 1's tables already: every statement of
// version 1 is idempotent, so it is simply marked as run.

export interface Migration {
  version: number;
  /** What it changes, for the log. */
  name: string;
  sql: string;
}

/**
 * Version 1: the match's metadata (what the lobby lists), its current state, its
 * initial state (written once), and the move log, which is only ever appended to;
 * the sequence of the tables' numbers (what players tell each other: "table 1234").
 */
const V1 = `
CREATE SEQUENCE IF NOT EXISTS table_numbers;

CREATE TABLE IF NOT EXISTS matches (
  match_id    text PRIMARY KEY,
  game_name   text NOT NULL,
  metadata    jsonb NOT NULL,
  is_gameover boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, is_gameover, updated_at);
CREATE INDEX IF NOT EXISTS matches_by_update ON matches (is_gameover, updated_at);

CREATE TABLE IF NOT EXISTS match_states (
  match_id   text PRIMARY KEY REFERENCES matches (match_id) ON DELETE CASCADE,
  state_id   integer NOT NULL,
  log_length integer NOT NULL DEFAULT 0,
  state      jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS match_initial_states (
  match_id text PRIMARY KEY REFERENCES matches (match_id) ON DELETE CASCADE,
  state    jsonb NOT NULL
);

CREATE TABLE IF NOT EXISTS match_log (
  match_id text NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  seq      integer NOT NULL,
  entry    jsonb NOT NULL,
  PRIMARY KEY (match_id, seq)
);

-- Periodic work shared by several server instances: when each job last ran
-- (src/server/cluster/jobs.ts).
CREATE TABLE IF NOT EXISTS cluster_jobs (
  name     text PRIMARY KEY,
  last_run bigint NOT NULL
);

-- The clocks' heartbeat (src/server/clocks/keeper.ts creates it too): here as well
-- so that instances starting together create it under the schema's lock.
CREATE TABLE IF NOT EXISTS server_heartbeat (id smallint PRIMARY KEY, beat bigint NOT NULL);
`;

/**
 * Version 2: moves, not states. A move appends its log entries, the last one with
 * a short hash of the state it produced, and moves the match's head (state_id,
 * log_length); the whole state is written only as a snapshot now and then
 * (snapshot_id, snapshot_log: the state id and log length it was taken at), and a
 * match is rebuilt from its snapshot and the moves since (storage/rebuild.ts).
 * States are kept as `json`, which keeps the text as written: a state parsed back
 * has its keys in the order the game made them, so a move replayed on it hashes as
 * it did when it was played. `exact` marks the initial states written so (those of
 * version 1 came back from jsonb with their keys reordered).
 */
const V2 = `
ALTER TABLE match_states ALTER COLUMN state TYPE json USING state::json;
ALTER TABLE match_states ADD COLUMN snapshot_id integer;
ALTER TABLE match_states ADD COLUMN snapshot_log integer;
UPDATE match_states SET snapshot_id = state_id, snapshot_log = log_length;
ALTER TABLE match_states ALTER COLUMN snapshot_id SET NOT NULL;
ALTER TABLE match_states ALTER COLUMN snapshot_log SET NOT NULL;
ALTER TABLE match_initial_states ALTER COLUMN state TYPE json USING state::json;
ALTER TABLE match_initial_states ADD COLUMN exact boolean NOT NULL DEFAULT false;
ALTER TABLE match_log ALTER COLUMN entry TYPE json USING entry::json;
ALTER TABLE match_log ADD COLUMN hash text;
`;

/**
 * Version 3: accounts (src/server/accounts/). An account is its id and its
 * username (`username_key`: the name as compared, case folded, unique); each way
 * to sign in is a row of its own (a password hash, passkeys), so an account may
 * have either or both and more ways can be added. Sessions, recovery codes and
 * passkey challenges are kept only as SHA-256 hashes of what the browser holds.
 * Personal data hangs off the account with ON DELETE CASCADE: deleting the row
 * removes it all at once. `sign_in_failures` counts failed sign-ins per address
 * and per username (whether or not it exists), shared by every instance.
 * `account_seats` ties a seat to the account that took it: the hash of the
 * credentials it was given, so a seat since handed over or opened drops out.
 */
const V3 = `
CREATE TABLE accounts (
  account_id   text PRIMARY KEY,
  username     text NOT NULL,
  username_key text NOT NULL UNIQUE,
  created_at   bigint NOT NULL
);

CREATE TABLE account_passwords (
  account_id text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  hash       text NOT NULL,
  changed_at bigint NOT NULL
);

CREATE TABLE account_passkeys (
  credential_id text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  public_key    text NOT NULL,
  counter       bigint NOT NULL,
  transports    jsonb NOT NULL,
  created_at    bigint NOT NULL,
  last_used_at  bigint
);
CREATE INDEX account_passkeys_by_account ON account_passkeys (account_id);

CREATE TABLE account_sessions (
  token_hash   text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_at   bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at   bigint NOT NULL
);
CREATE INDEX account_sessions_by_account ON account_sessions (account_id);
CREATE INDEX account_sessions_by_expiry ON account_sessions (expires_at);

CREATE TABLE account_recovery_codes (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    bigint,
  PRIMARY KEY (account_id, code_hash)
);

CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY,
  challenge      text NOT NULL,
  purpose        text NOT NULL,
  account_id     text REFERENCES accounts (account_id) ON DELETE CASCADE,
  username       text,
  user_handle    text,
  expires_at     bigint NOT NULL
);

CREATE TABLE sign_in_failures (
  key           text PRIMARY KEY,
  failures      integer NOT NULL,
  window_start  bigint NOT NULL,
  blocked_until bigint NOT NULL
);

CREATE TABLE account_seats (
  account_id       text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  match_id         text NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  seat             text NOT NULL,
  credentials_hash text NOT NULL,
  taken_at         bigint NOT NULL,
  PRIMARY KEY (account_id, match_id, seat)
);
CREATE INDEX account_seats_by_match ON account_seats (match_id);
`;

/**
 * Version 4: what players keep (issue 30). `results_due` is an outbox filled by a
 * trigger in the same transaction that marks a match over, so a game's result is
 * recorded once even when the process is killed right after its last move; the
 * recorder (accounts/results/) deletes the row in the transaction that writes the
 * result, so only one instance of a cluster records it. `finished_games` and
 * `finished_game_players` outlive the match's rows (no foreign key to `matches`):
 * profiles, histories and the rating chart read them. A player row has the
 * account (null once it is deleted: "a deleted player") or, for a guest or a bot,
 * the name it played under. `ratings` is one row per account and game (OpenSkill's
 * mu and sigma, the rating as shown). Friends are two rows, one per direction;
 * a request, a block and an invitation one row each. An e-mail address is
 * optional; `email_tokens` keeps only hashes of the links sent. An address's
 * `stop_token` (the one-click stop of turn e-mails) is kept as sent: every
 * e-mail must carry a link that still works, and all it can do is switch turn
 * e-mails off. `language`: the site's language the player used when they gave
 * the address or switched turn e-mails on; the e-mails are written in it.
 */
const V4 = `
CREATE TABLE results_due (
  match_id text PRIMARY KEY,
  due_at   bigint NOT NULL
);

CREATE FUNCTION note_result_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO results_due (match_id, due_at) VALUES (NEW.match_id, NEW.updated_at) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER matches_result_due AFTER UPDATE OF is_gameover ON matches
  FOR EACH ROW WHEN (NEW.is_gameover AND NOT OLD.is_gameover) EXECUTE FUNCTION note_result_due();

INSERT INTO results_due (match_id, due_at)
  SELECT DISTINCT m.match_id, m.updated_at FROM matches m JOIN account_seats s ON s.match_id = m.match_id
  WHERE m.is_gameover ON CONFLICT DO NOTHING;

CREATE TABLE finished_games (
  match_id     text PRIMARY KEY,
  game_name    text NOT NULL,
  table_number integer,
  players      smallint NOT NULL,
  rated        boolean NOT NULL,
  with_result  boolean NOT NULL,
  finished_at  bigint NOT NULL
);
CREATE INDEX finished_games_by_time ON finished_games (finished_at);

CREATE TABLE finished_game_players (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id      text NOT NULL REFERENCES finished_games (match_id) ON DELETE CASCADE,
  game_name     text NOT NULL,
  finished_at   bigint NOT NULL,
  seat          text NOT NULL,
  account_id    text REFERENCES accounts (account_id) ON DELETE SET NULL,
  name          text,
  bot           boolean NOT NULL DEFAULT false,
  place         smallint NOT NULL,
  score         integer,
  won           boolean NOT NULL,
  finished      boolean NOT NULL,
  rating_before integer,
  rating_after  integer
);
CREATE INDEX finished_game_players_by_match ON finished_game_players (match_id);
CREATE INDEX finished_game_players_by_account ON finished_game_players (account_id, finished_at DESC);
CREATE INDEX finished_game_players_by_account_game ON finished_game_players (account_id, game_name, finished_at DESC);

CREATE TABLE ratings (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  game_name  text NOT NULL,
  mu         double precision NOT NULL,
  sigma      double precision NOT NULL,
  rating     integer NOT NULL,
  games      integer NOT NULL,
  wins       integer NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (account_id, game_name)
);
CREATE INDEX ratings_board ON ratings (game_name, rating DESC, account_id);

CREATE TABLE profile_settings (
  account_id text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  stats      text NOT NULL DEFAULT 'everyone' CHECK (stats IN ('everyone', 'friends', 'nobody')),
  games      text NOT NULL DEFAULT 'everyone' CHECK (games IN ('everyone', 'friends', 'nobody')),
  tables     text NOT NULL DEFAULT 'friends' CHECK (tables IN ('everyone', 'friends', 'nobody'))
);

CREATE TABLE friend_requests (
  from_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  to_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  asked_at bigint NOT NULL,
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_id);

CREATE TABLE friends (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  friend_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  since      bigint NOT NULL,
  PRIMARY KEY (account_id, friend_id)
);

CREATE TABLE blocks (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  since      bigint NOT NULL,
  PRIMARY KEY (account_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);

CREATE TABLE table_invites (
  match_id   text NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  to_id      text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  from_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  invited_at bigint NOT NULL,
  seen_at    bigint,
  PRIMARY KEY (match_id, to_id)
);
CREATE INDEX table_invites_to ON table_invites (to_id, invited_at DESC);

CREATE TABLE account_emails (
  account_id        text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  email             text NOT NULL,
  verified_at       bigint,
  turn_emails       boolean NOT NULL DEFAULT false,
  stop_token        text NOT NULL UNIQUE,
  language          text NOT NULL DEFAULT 'en'
);

CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  email      text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX email_tokens_by_account ON email_tokens (account_id);

CREATE TABLE turn_emails_sent (
  account_id text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  match_id   text NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
  seat       text NOT NULL,
  sent_at    bigint NOT NULL,
  PRIMARY KEY (account_id, match_id, seat)
);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'matches, states, initial states and the move log', sql: V1 },
  { version: 2, name: 'moves appended, states kept as snapshots', sql: V2 },
  { version: 3, name: 'accounts, their ways to sign in, sessions and seats', sql: V3 },
  { version: 4, name: 'results, ratings, profiles, friends and e-mail', sql: V4 },
];

export const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name    text NOT NULL,
  run_at  bigint NOT NULL
);
`;
