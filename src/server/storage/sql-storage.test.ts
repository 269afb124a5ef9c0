import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LogEntry, Server, State } from 'boardgame.io';
import { dropSchemas, openPglite, openPostgres, type SqlDriver } from './driver';
import { SqlStorage } from './sql-storage';
import { dataDirFromTemplate } from '../testing/pglite-template';

const freshDir = () => {
  const dir = dataDirFromTemplate(inject('pgliteTemplate'));
  dirs.push(dir);
  return dir;
};

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL storage suite is skipped.');

const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

interface Backend {
  name: string;
  /** Opens the same database again (a restart). */
  open: () => Promise<SqlDriver>;
}

function pgliteBackend(): Backend {
  const dir = freshDir();
  return { name: 'pglite', open: () => openPglite(dir) };
}

let schemaCounter = 0;
function postgresBackend(): Backend {
  const schema = `t_storage_${process.pid}_${Date.now()}_${schemaCounter++}`;
  schemas.push(schema);
  return { name: 'postgres', open: () => openPostgres(pgUrl!, schema) };
}

function metadata(gameName: string, at: number, extra: Partial<Server.MatchData> = {}): Server.MatchData {
  return { gameName, players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: at, updatedAt: at, ...extra };
}

function state(stateID: number, G: unknown = { n: stateID }): State {
  return { G, ctx: { turn: stateID } as State['ctx'], plugins: {}, _undo: [], _redo: [], _stateID: stateID } as State;
}

function logEntry(n: number): LogEntry {
  return {
    action: { type: 'MAKE_MOVE', payload: { type: 'add', args: [n], playerID: '0' } },
    _stateID: n,
    turn: n,
    phase: '',
  } as LogEntry;
}

const backends: [string, () => Backend][] = [['pglite', pgliteBackend]];
if (pgUrl) backends.push(['postgres', postgresBackend]);

describe.each(backends)('SqlStorage on %s', (_name, makeBackend) => {
  let backend: Backend;
  let storage: SqlStorage;

  beforeEach(async () => {
    backend = makeBackend();
    storage = new SqlStorage(await backend.open());
    await storage.connect();
    return () => storage.close().catch(() => {});
  });

  it('creates a match and fetches each part', async () => {
    await storage.createMatch('m1', { initialState: state(0), metadata: metadata('fixture', 1000) });
    const all = await storage.fetch('m1', { state: true, metadata: true, log: true, initialState: true });
    expect(all.state._stateID).toBe(0);
    expect(all.initialState.G).toEqual({ n: 0 });
    expect(all.metadata.gameName).toBe('fixture');
    expect(all.log).toEqual([]);
    expect(await storage.fetch('m1', { metadata: true })).toEqual({
      metadata: { ...metadata('fixture', 1000), tableNumber: 1 },
    });
  });

  it('numbers the tables in the order they are created, on from where it was after a restart', async () => {
    for (const id of ['a', 'b', 'c'])
      await storage.createMatch(id, { initialState: state(0), metadata: metadata('fixture', 1000) });
    const numberOf = async (id: string) =>
      ((await storage.fetch(id, { metadata: true })).metadata as { tableNumber?: number }).tableNumber;
    expect([await numberOf('a'), await numberOf('b'), await numberOf('c')]).toEqual([1, 2, 3]);
    await storage.close();
    storage = new SqlStorage(await backend.open());
    await storage.connect();
    expect(await numberOf('b')).toBe(2);
    await storage.createMatch('d', { initialState: state(0), metadata: metadata('fixture', 1000) });
    expect(await numberOf('d')).toBe(4);
  });

  it('returns nothing for an unknown match', async () => {
    expect(await storage.fetch('nope', { state: true, metadata: true, log: true, initialState: true })).toEqual({
      log: [],
    });
  });

  it('appends each move to the log in order, survives a restart, and keeps the initial state', async () => {
    await storage.createMatch('m1', { initialState: state(0), metadata: metadata('fixture', 1000) });
    for (let i = 1; i <= 30; i++) await storage.setState('m1', state(i), [logEntry(i)]);
    await storage.setState('m1', state(31), [logEntry(31), logEntry(32)]);
    await storage.close();

    storage = new SqlStorage(await backend.open());
    await storage.connect();
    const { state: s, log, initialState } = await storage.fetch('m1', { state: true, log: true, initialState: true });
    expect(s._stateID).toBe(31);
    expect(log.map((e) => e._stateID)).toEqual([...Array.from({ length: 31 }, (_, i) => i + 1), 32]);
    expect(initialState._stateID).toBe(0);
  });

  it('never lets an older state overwrite a newer one', async () => {
    await storage.createMatch('m1', { initialState: state(0), metadata: metadata('fixture', 1000) });
    await storage.setState('m1', state(5), [logEntry(5)]);
    await storage.setState('m1', state(3), [logEntry(3)]);
    const { state: s, log } = await storage.fetch('m1', { state: true, log: true });
    expect(s._stateID).toBe(5);
    expect(log.map((e) => e._stateID)).toEqual([5]);
  });

  it('commits concurrent writes of many matches together', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `c${i}`);
    await Promise.all(
      ids.map((id) => storage.createMatch(id, { initialState: state(0), metadata: metadata('fixture', 1) })),
    );
    await Promise.all(
      ids.flatMap((id) => [
        storage.setState(id, state(1, { id }), [logEntry(1)]),
        storage.setMetadata(
          id,
          metadata('fixture', 1, { updatedAt: 99, players: { 0: { id: 0, name: id }, 1: { id: 1 } } }),
        ),
      ]),
    );
    await storage.close();
    storage = new SqlStorage(await backend.open());
    for (const id of ids) {
      const r = await storage.fetch(id, { state: true, metadata: true, log: true });
      expect(r.state.G).toEqual({ id });
      expect(r.metadata.updatedAt).toBe(99);
      expect(r.metadata.players[0].name).toBe(id);
      expect(r.log).toHaveLength(1);
    }
  });

  it('writes the next batch while one commits, and a match waits for its own write', async () => {
    await storage.close();
    const real = await backend.open();
    const batches: string[] = [];
    let held: (() => void) | null = null;
    let arrived = () => {};
    const driver: SqlDriver = {
      ...real,
      query: async (sql, params) => {
        const doc = params?.[0];
        if (typeof doc === 'string' && doc.startsWith('[{"m":')) {
          const rows = JSON.parse(doc) as { m: string; i: number }[];
          batches.push(rows.map((row) => `${row.m}${row.i}`).join(' '));
          arrived();
          if (batches.length === 1) await new Promise<void>((resolve) => (held = resolve));
        }
        return real.query(sql, params);
      },
    };
    storage = new SqlStorage(driver);
    await storage.connect();
    await storage.createMatch('a', { initialState: state(0), metadata: metadata('fixture', 1) });
    await storage.createMatch('b', { initialState: state(0), metadata: metadata('fixture', 1) });
    const next = () => new Promise<void>((resolve) => (arrived = resolve));

    let reached = next();
    const a1 = storage.setState('a', state(1), [logEntry(1)]);
    await reached;
    reached = next();
    const b1 = storage.setState('b', state(1), [logEntry(1)]);
    const a2 = storage.setState('a', state(2), [logEntry(2)]);
    try {
      await b1; // committed while a's first write is still held
      await reached;
      expect(batches).toEqual(['a1', 'b1']);
    } finally {
      held!();
    }
    await Promise.all([a1, a2]);
    expect(batches).toEqual(['a1', 'b1', 'a2']);
    const a = await storage.fetch('a', { state: true, log: true });
    expect(a.state._stateID).toBe(2);
    expect(a.log.map((e) => e._stateID)).toEqual([1, 2]);
  }, 20_000);

  it('writes one commit that mixes a state alone, metadata alone, both, a game over and moves of several log lines, in one statement', async () => {
    await storage.close();
    const real = await backend.open();
    const writes: string[] = [];
    const spy: SqlDriver = {
      ...real,
      query: (sql, params) => {
        if (sql.includes('INSERT INTO match_log')) writes.push(sql);
        return real.query(sql, params);
      },
    };
    storage = new SqlStorage(spy);
    await storage.connect();
    for (const id of ['s', 'm', 'b', 'g'])
      await storage.createMatch(id, { initialState: state(0), metadata: metadata('fixture', 1) });
    await storage.setState('b', state(1), [logEntry(1)]);
    writes.length = 0;
    await Promise.all([
      storage.setState('s', state(1), [logEntry(1), logEntry(2)]),
      storage.setMetadata(
        'm',
        metadata('fixture', 1, { updatedAt: 500_000, players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1 } } }),
      ),
      storage.setState('b', state(2), [logEntry(3), logEntry(4), logEntry(5)]),
      storage.setMetadata('b', metadata('fixture', 1, { updatedAt: 600_000 })),
      storage.setState('g', state(1), [logEntry(1)]),
      storage.setMetadata('g', metadata('fixture', 1, { updatedAt: 700_000, gameover: { winner: '0' } })),
    ]);
    expect(writes).toHaveLength(1);
    await storage.close();
    storage = new SqlStorage(await backend.open());
    const read = (id: string) => storage.fetch(id, { state: true, metadata: true, log: true });
    const [s, m, b, g] = await Promise.all(['s', 'm', 'b', 'g'].map(read));
    expect([s.state._stateID, s.metadata.updatedAt, s.log.map((e) => e._stateID)]).toEqual([1, 1, [1, 2]]);
    expect([m.state._stateID, m.metadata.updatedAt, m.metadata.players[0].name, m.log]).toEqual([
      0,
      500_000,
      'Ann',
      [],
    ]);
    expect([b.state._stateID, b.metadata.updatedAt, b.log.map((e) => e._stateID)]).toEqual([2, 600_000, [1, 3, 4, 5]]);
    expect([g.state._stateID, g.metadata.gameover]).toEqual([1, { winner: '0' }]);
    expect(await storage.listMatches({ where: { isGameover: true } })).toEqual(['g']);
  });

  it('stores a change of updatedAt alone at most once a minute, and any other change at once', async () => {
    await storage.createMatch('u', { initialState: state(0), metadata: metadata('fixture', 1_000) });
    // What the server writes back is what it fetched, the table's number included.
    const created = (await storage.fetch('u', { metadata: true })).metadata;
    await storage.setMetadata('u', { ...created, updatedAt: 30_000 });
    // The server sees the latest value…
    expect((await storage.fetch('u', { metadata: true })).metadata.updatedAt).toBe(30_000);
    expect(await storage.listMatches({ where: { updatedBefore: 2_000 } })).toEqual(['u']);
    // …and the database gets it once it is a minute newer than what it holds.
    await storage.setMetadata('u', { ...created, updatedAt: 61_000 });
    expect(await storage.listMatches({ where: { updatedBefore: 2_000 } })).toEqual([]);
    await storage.setMetadata('u', {
      ...created,
      updatedAt: 62_000,
      players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1 } },
    });
    await storage.close();
    storage = new SqlStorage(await backend.open());
    const { metadata: reopened } = await storage.fetch('u', { metadata: true });
    expect(reopened.updatedAt).toBe(62_000);
    expect(reopened.players[0].name).toBe('Ann');
  });

  it('lists matches by game, game over and update time', async () => {
    await storage.createMatch('a', { initialState: state(0), metadata: metadata('caylus', 100) });
    await storage.createMatch('b', { initialState: state(0), metadata: metadata('caylus', 200) });
    await storage.createMatch('c', { initialState: state(0), metadata: metadata('tikal', 300) });
    await storage.setMetadata('b', metadata('caylus', 200, { gameover: { winner: '0' }, updatedAt: 250 }));
    expect(await storage.listMatches()).toEqual(['a', 'b', 'c']);
    expect(await storage.listMatches({ gameName: 'caylus' })).toEqual(['a', 'b']);
    expect(await storage.listMatches({ where: { isGameover: true } })).toEqual(['b']);
    expect(await storage.listMatches({ where: { isGameover: false } })).toEqual(['a', 'c']);
    expect(await storage.listMatches({ where: { updatedBefore: 250 } })).toEqual(['a']);
    expect(await storage.listMatches({ where: { updatedAfter: 200 } })).toEqual(['b', 'c']);
  });

  it('wipes every part of a match', async () => {
    await storage.createMatch('w', { initialState: state(0), metadata: metadata('fixture', 1) });
    await storage.setState('w', state(1), [logEntry(1)]);
    await storage.wipe('w');
    expect(await storage.fetch('w', { state: true, metadata: true, initialState: true, log: true })).toEqual({
      log: [],
    });
    expect(await storage.listMatches()).toEqual([]);
    // A late write for a wiped match changes nothing and does not fail.
    await storage.setState('w', state(2), [logEntry(2)]);
    expect(await storage.listMatches()).toEqual([]);
  });

  it('reports each write as settled once committed', async () => {
    await storage.createMatch('s', { initialState: state(0), metadata: metadata('fixture', 1) });
    const write = storage.setState('s', state(1), []);
    const settled = storage.whenSettled('s');
    await write;
    expect(await settled).toBe(true);
  });
});

describe('SqlStorage when the database fails', () => {
  it('rejects only the failing write, reports it unsettled, and keeps serving', async () => {
    const dir = freshDir();
    const real = await openPglite(dir);
    let failFor: string | null = null;
    // A statement writes the match when it names it: alone, or in a group commit's document.
    const writes = (params: unknown[] | undefined) =>
      failFor !== null &&
      (params?.[0] === failFor ||
        (typeof params?.[0] === 'string' && params[0].includes(`"m":${JSON.stringify(failFor)}`)));
    const flaky: SqlDriver = {
      ...real,
      query: (sql, params) => (writes(params) ? Promise.reject(new Error('disk full')) : real.query(sql, params)),
      transaction: (fn) =>
        real.transaction((tx) =>
          fn({
            query: (sql, params) => (writes(params) ? Promise.reject(new Error('disk full')) : tx.query(sql, params)),
          }),
        ),
      batch: (statements) =>
        failFor && statements.some((s) => s.params[0] === failFor)
          ? Promise.reject(new Error('disk full'))
          : real.batch(statements),
    };
    const errors: string[] = [];
    const storage = new SqlStorage(flaky, (_e, context) => errors.push(context));
    await storage.connect();
    await storage.createMatch('good', { initialState: state(0), metadata: metadata('fixture', 1) });
    await storage.createMatch('bad', { initialState: state(0), metadata: metadata('fixture', 1) });
    failFor = 'bad';
    const bad = storage.setState('bad', state(1), []);
    const good = storage.setState('good', state(1), []);
    const badSettled = storage.whenSettled('bad');
    await expect(bad).rejects.toThrow('disk full');
    await good;
    expect(await badSettled).toBe(false);
    expect(errors).toEqual(['write of match bad']);
    failFor = null;
    expect((await storage.fetch('good', { state: true })).state._stateID).toBe(1);
    expect((await storage.fetch('bad', { state: true })).state._stateID).toBe(0);
    await storage.close();
  });
});

describe('the embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR and takes over a stale lock', async () => {
    const dir = freshDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/in use by process/);
    await first.close();
    // A lock left by a process that no longer exists (killed with SIGKILL).
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'server.pid'), '2147483646');
    const second = await openPglite(dir);
    expect(await second.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await second.close();
  });
});
