import { afterAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { Game, Server, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { defineGame } from '../../engine/contract';
import { seededRandom } from '../../engine/testing/playout';
import { stateHash } from '../../engine/replay/state-hash';
import { caylusSpec, game as caylus } from '../../games/caylus';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from './driver';
import { SqlStorage } from './sql-storage';
import { randomStoredMove, reducerOf } from '../testing/stored-moves';

// Moves, not states (schema.ts, version 2): each move appends its log entries with
// the hash of the state it produced; the whole state is written every 10 moves
// and at a graceful stop; a match is rebuilt from its snapshot and the moves
// since, and goes back to its last state that replays when the rules changed
// under its stored moves. A real game (Caylus) through boardgame.io's reducer.

const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

interface Backend {
  name: string;
  open: () => Promise<SqlDriver>;
}

function pglite(): Backend {
  const dir = dataDirFromTemplate(inject('pgliteTemplate'));
  dirs.push(dir);
  return { name: 'pglite', open: () => openPglite(dir) };
}

let counter = 0;
function postgres(): Backend {
  const schema = `t_moves_${process.pid}_${Date.now()}_${counter++}`;
  schemas.push(schema);
  return { name: 'postgres', open: () => openPostgres(pgUrl!, schema) };
}

const games = (game: Game) => new Map([[game.name!, game]]);

function metadata(): Server.MatchData {
  return {
    gameName: 'caylus',
    players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1, name: 'Bob' } },
    createdAt: 1,
    updatedAt: 1,
  };
}

/** A Caylus match of `moves` random legal moves, each written as the master writes it; every state, by id. */
async function play(storage: SqlStorage, matchID: string, moves: number, from?: State): Promise<State[]> {
  const seeded = { ...caylus, seed: 'moves-test' } as Game;
  const reducer = reducerOf(seeded);
  let state = from ?? (InitializeGame({ game: seeded, numPlayers: 2 }) as State);
  if (!from) await storage.createMatch(matchID, { initialState: state, metadata: metadata() });
  const rng = seededRandom(`${matchID}-${state._stateID}`);
  const states: State[] = [];
  states[state._stateID] = state;
  for (let n = 0; n < moves; n++) {
    const { state: stored, deltalog } = randomStoredMove(seeded, reducer, state, rng);
    // What the master writes: the state without its deltalog, read back later as JSON.
    state = JSON.parse(JSON.stringify(stored)) as State;
    await storage.setState(matchID, state, deltalog);
    // A copy: the next move's reducer changes some of this state's ctx in place.
    states[state._stateID] = JSON.parse(JSON.stringify(state)) as State;
  }
  return states;
}

async function rows(driver: SqlDriver, matchID: string) {
  const [head] = await driver.query<{
    state_id: number;
    snapshot_id: number;
    log_length: number;
    snapshot_log: number;
  }>(`SELECT state_id, snapshot_id, log_length, snapshot_log FROM match_states WHERE match_id = $1`, [matchID]);
  const hashes = await driver.query<{ hash: string | null }>(
    `SELECT hash FROM match_log WHERE match_id = $1 ORDER BY seq`,
    [matchID],
  );
  return { head, hashed: hashes.filter((h) => h.hash !== null).length, entries: hashes.length };
}

// Each test opens PGlite two or three times: seconds each on a loaded machine.
const TIMEOUT = 180_000;

for (const make of [pglite, ...(pgUrl ? [postgres] : [])]) {
  describe(`moves stored without states on ${make.name === pglite.name ? 'pglite' : 'postgres'}`, () => {
    it(
      'writes the whole state every 10 moves and each move as its log entries with their hash',
      async () => {
        const backend = make();
        const driver = await backend.open();
        const storage = new SqlStorage(driver, undefined, false, { games: games(caylus) });
        await storage.connect();
        const states = await play(storage, 'm1', 34);
        await storage.whenSettled('m1');
        const { head, hashed } = await rows(driver, 'm1');
        expect([head.state_id, head.snapshot_id, hashed]).toEqual([34, 30, 34]);
        const [snapshot] = await driver.query<{ state: State }>(`SELECT state FROM match_states WHERE match_id = 'm1'`);
        expect(snapshot.state).toEqual(states[30]);
        const [{ hash }] = await driver.query<{ hash: string }>(
          `SELECT hash FROM match_log WHERE match_id = 'm1' AND hash IS NOT NULL ORDER BY seq DESC LIMIT 1`,
        );
        expect(hash).toBe(stateHash(states[34]!));
        await storage.close();
      },
      TIMEOUT,
    );

    it(
      'rebuilds a match after a crash from its snapshot and the moves since, and plays on',
      async () => {
        const backend = make();
        let driver = await backend.open();
        let storage = new SqlStorage(driver, undefined, false, { games: games(caylus) });
        await storage.connect();
        const states = await play(storage, 'm2', 37);
        await storage.whenSettled('m2');
        // A crash: the database closed under the storage, no snapshot written.
        await driver.close();
        driver = await backend.open();
        storage = new SqlStorage(driver, undefined, false, { games: games(caylus) });
        await storage.connect();
        const { state } = await storage.fetch('m2', { state: true });
        expect(JSON.stringify(state)).toBe(JSON.stringify(states[37]));
        const more = await play(storage, 'm2', 5, state);
        await storage.whenSettled('m2');
        await driver.close();
        storage = new SqlStorage(await backend.open(), undefined, false, { games: games(caylus) });
        await storage.connect();
        const again = await storage.fetch('m2', { state: true, log: true });
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(more[42]));
        expect(again.log.filter((e) => e.action.type === 'MAKE_MOVE' && !e.automatic)).toHaveLength(42);
        await storage.close();
      },
      TIMEOUT,
    );

    it(
      'snapshots every match at a graceful stop, so the next start replays nothing',
      async () => {
        const backend = make();
        const storage = new SqlStorage(await backend.open(), undefined, false, { games: games(caylus) });
        await storage.connect();
        await play(storage, 'm3', 17);
        await play(storage, 'm4', 3);
        await storage.close();
        const driver = await backend.open();
        expect((await rows(driver, 'm3')).head).toMatchObject({ state_id: 17, snapshot_id: 17 });
        expect((await rows(driver, 'm4')).head).toMatchObject({ state_id: 3, snapshot_id: 3 });
        await driver.close();
      },
      TIMEOUT,
    );

    it(
      'goes back to the last state that replays when a rule changed under the stored moves, and says so',
      async () => {
        const backend = make();
        let driver = await backend.open();
        let storage = new SqlStorage(driver, undefined, false, { games: games(caylus) });
        await storage.connect();
        const states = await play(storage, 'm5', 36);
        await storage.whenSettled('m5');
        await driver.close();
        // Newer code: every move now also gives the first player a denier.
        const changed = defineGame({
          ...caylusSpec,
          apply: (G, player, move, rng) => {
            caylusSpec.apply(G, player, move, rng);
            G.players[0]!.deniers += 1;
          },
        });
        const errors: string[] = [];
        driver = await backend.open();
        storage = new SqlStorage(driver, (e) => errors.push(String(e)), false, { games: games(changed as Game) });
        await storage.connect();
        const { state } = await storage.fetch('m5', { state: true });
        expect(state._stateID).toBe(30);
        expect(JSON.stringify(state)).toBe(JSON.stringify(states[30]));
        expect(errors).toHaveLength(1);
        expect(errors[0]).toContain('resumes at state 30 of 36');
        const { head, hashed } = await rows(driver, 'm5');
        expect([head.state_id, head.snapshot_id, hashed]).toEqual([30, 30, 30]);
        await storage.close();
      },
      TIMEOUT,
    );
  });
}
