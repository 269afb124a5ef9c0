// Created at start; every statement is idempotent. Four tables: the match's
// metadata (what the lobby lists), its current state, its initial state (written
// once), and the move log, which is only ever appended to; and the sequence of the
// tables' numbers (what players tell each other: "table 1234").
export const SCHEMA = `
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
