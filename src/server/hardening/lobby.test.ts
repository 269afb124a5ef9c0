import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, Server } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { playToEnd, request, startTestServer, type TestServer } from '../testing/http';

// The Lobby API over real HTTP, as a hostile client sends it: every body is
// checked whole before boardgame.io sees it, a seat is one of the table's own,
// names are sane text, a rematch only follows a finished match, and no answer
// repeats the credentials it was sent.

const otherGame: Game = { ...fixtureGame, name: 'other' };
let t: TestServer;
let url: string;

beforeAll(async () => {
  t = await startTestServer({ games: [fixtureGame, otherGame] });
  url = t.url;
});
afterAll(() => t.close());

async function metadataOf(matchID: string): Promise<Server.MatchData | undefined> {
  return (await t.server.store.fetch(matchID, { metadata: true })).metadata;
}

async function newTable(numPlayers = 2): Promise<string> {
  const created = await request(url, '/games/fixture/create', { body: { numPlayers } });
  expect(created.status).toBe(200);
  return (created.json as { matchID: string }).matchID;
}

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe("seat IDs are the table's own seats", () => {
  it('refuses to seat anyone at "__proto__" or any inherited name, and the honest join still works', async () => {
    const matchID = await newTable();
    for (const playerID of INHERITED) {
      const answer = await request(url, `/games/fixture/${matchID}/join`, {
        body: { playerID, playerName: 'Mallory' },
      });
      expect(answer.status, playerID).toBe(404);
      expect(answer.text).not.toMatch(/playerCredentials/);
    }
    const missing = await request(url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '7', playerName: 'Mallory' },
    });
    expect(missing.status).toBe(404);
    const metadata = await metadataOf(matchID);
    expect(Object.keys(metadata!.players)).toEqual(['0', '1']);
    expect(Object.values(metadata!.players).every((p) => p.name === undefined)).toBe(true);
    // Nothing was put on the prototype either.
    expect(Object.prototype).not.toHaveProperty('name');
    const honest = await request(url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Alice' },
    });
    expect(honest.status).toBe(200);
    expect((honest.json as { playerID: string }).playerID).toBe('0');
  });

  it('answers 404 to inherited seat IDs on leave, update and playAgain, and refuses them in chat', async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    for (const route of ['leave', 'update', 'playAgain']) {
      for (const playerID of INHERITED) {
        const body: Record<string, unknown> = { playerID, credentials: seats[0].credentials };
        if (route === 'update') body.newName = 'Mallory';
        const answer = await request(url, `/games/fixture/${matchID}/${route}`, { body });
        expect(answer.status, `${route} ${playerID}`).toBe(404);
      }
    }
    const metadata = await metadataOf(matchID);
    expect(metadata!.players[0].name).toBe('Player 0');
    expect(metadata!.nextMatchID).toBeUndefined();

    const listener = rawSocket(url, 'fixture');
    await connected(listener);
    listener.emit('sync', matchID, '1', seats[1].credentials);
    await nextPacket(listener, 'sync', 20_000);
    const sender = rawSocket(url, 'fixture');
    await connected(sender);
    sender.emit('chat', matchID, { id: 'x', sender: '7', payload: 'hi' }, seats[0].credentials);
    sender.emit('chat', matchID, { id: 'y', sender: '__proto__', payload: 'hi' }, seats[0].credentials);
    // The honest message is the first one anyone receives.
    sender.emit('chat', matchID, { id: 'z', sender: '0', payload: 'gg' }, seats[0].credentials);
    const chat = (await nextPacket(listener, 'chat', 20_000)) as [string, { id: string }];
    expect(chat[1].id).toBe('z');
    listener.close();
    sender.close();
  });
});

describe('player names', () => {
  it('stores a name trimmed, its spaces made one, and serves it so', async () => {
    const matchID = await newTable();
    const joined = await request(url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: '  Ada \u00a0  Lovelace ' },
    });
    expect(joined.status).toBe(200);
    const listed = await request(url, `/games/fixture/${matchID}`);
    expect((listed.json as { players: { name?: string }[] }).players[0].name).toBe('Ada Lovelace');
  });

  it.each([
    ['a megabyte of name', 'x'.repeat(1024 * 1024)],
    ['41 characters', 'x'.repeat(41)],
    ['an object', { evil: 1 }],
    ['a number', 42],
    ['an empty name', ''],
    ['only spaces', '   '],
    ['a newline', 'Ada\nLovelace'],
    ['a NUL', 'Ada\u0000'],
    ['a bidirectional override', 'Ada\u202eecalevoL'],
  ])('refuses %s on join and on update, and stores nothing', async (_what, name) => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    const other = await newTable();
    const join = await request(url, `/games/fixture/${other}/join`, { body: { playerID: '0', playerName: name } });
    expect([400, 413]).toContain(join.status);
    expect((await metadataOf(other))!.players[0].name).toBeUndefined();
    const update = await request(url, `/games/fixture/${matchID}/update`, {
      body: { playerID: '0', credentials: seats[0].credentials, newName: name },
    });
    expect([400, 413]).toContain(update.status);
    expect((await metadataOf(matchID))!.players[0].name).toBe('Player 0');
  });

  it('keeps table data small, plain and printable', async () => {
    const matchID = await newTable();
    for (const data of [{ tableName: 'x'.repeat(2000) }, 'text', [1], { tableName: 'a\u0007b' }]) {
      const answer = await request(url, `/games/fixture/${matchID}/join`, {
        body: { playerID: '0', playerName: 'Ada', data },
      });
      expect(answer.status).toBe(400);
    }
    const ok = await request(url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Ada', data: { tableName: "Ada's table" } },
    });
    expect(ok.status).toBe(200);
  });
});

describe('play again', () => {
  it("has no rematch while the match is going, not even with a player count of the caller's choosing", async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    for (const body of [{}, { numPlayers: 4 }, { numPlayers: 1000 }]) {
      const answer = await request(url, `/games/fixture/${matchID}/playAgain`, {
        body: { playerID: '0', credentials: seats[0].credentials, ...body },
      });
      expect(answer.status).toBe(409);
    }
    expect((await metadataOf(matchID))!.nextMatchID).toBeUndefined();
  });

  it("after the end: one rematch for the seated players, within the game's player counts", async () => {
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    await playToEnd(url, fixtureGame, matchID, seats);
    const stranger = await request(url, `/games/fixture/${matchID}/playAgain`, {
      body: { playerID: '0', credentials: 'not-the-credentials' },
    });
    expect(stranger.status).toBe(403);
    for (const numPlayers of [0, 5, 1000, 2.5, '3']) {
      const answer = await request(url, `/games/fixture/${matchID}/playAgain`, {
        body: { playerID: '0', credentials: seats[0].credentials, numPlayers },
      });
      expect(answer.status, String(numPlayers)).toBe(400);
    }
    expect((await metadataOf(matchID))!.nextMatchID).toBeUndefined();
    const first = await request(url, `/games/fixture/${matchID}/playAgain`, {
      body: { playerID: '0', credentials: seats[0].credentials },
    });
    expect(first.status).toBe(200);
    const { nextMatchID } = first.json as { nextMatchID: string };
    const second = await request(url, `/games/fixture/${matchID}/playAgain`, {
      body: { playerID: '1', credentials: seats[1].credentials },
    });
    expect((second.json as { nextMatchID: string }).nextMatchID).toBe(nextMatchID);
    const rematch = await metadataOf(nextMatchID);
    expect(Object.keys(rematch!.players)).toHaveLength(2);
    expect(rematch!.gameName).toBe('fixture');
  });
});

describe('every Lobby route checks its whole body', () => {
  it('refuses unknown fields, wrong types, other encodings and oversized bodies', async () => {
    const matchID = await newTable();
    const cases: [string, { body?: unknown; headers?: Record<string, string> }, number][] = [
      ['/games/fixture/create', { body: { numPlayers: 2, extra: true } }, 400],
      ['/games/fixture/create', { body: { numPlayers: '2' } }, 400],
      ['/games/fixture/create', { body: { numPlayers: 9 } }, 400],
      ['/games/fixture/create', { body: {} }, 400],
      ['/games/fixture/create', { body: { numPlayers: 2, setupData: { target: '7' } } }, 400],
      ['/games/fixture/create', { body: { numPlayers: 2, setupData: 'x' } }, 400],
      ['/games/fixture/create', { body: { numPlayers: 2, unlisted: 'yes' } }, 400],
      ['/games/fixture/create', { body: '[1,2]' }, 400],
      ['/games/fixture/create', { body: '{"numPlayers": 2' }, 400],
      [
        '/games/fixture/create',
        { body: 'numPlayers=2', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        415,
      ],
      [
        '/games/fixture/create',
        { body: JSON.stringify({ numPlayers: 2, setupData: { pad: 'x'.repeat(10_000) } }) },
        413,
      ],
      [`/games/fixture/${matchID}/join`, { body: { playerName: 'Ada', credentials: 'x' } }, 400],
      [`/games/fixture/${matchID}/join`, { body: { playerName: 'Ada', playerID: 0 } }, 400],
      [`/games/fixture/${matchID}/leave`, { body: { playerID: '0' } }, 400],
      [`/games/fixture/${matchID}/leave`, { body: { playerID: '0', credentials: { $ne: '' } } }, 400],
      [`/games/fixture/${matchID}/update`, { body: { playerID: '0', credentials: 'c' } }, 400],
      [`/games/fixture/${matchID}/rename`, { body: { playerID: '0', credentials: 'c', newName: 'x' } }, 404],
    ];
    for (const [path, options, status] of cases) {
      const answer = await request(url, path, { ...options, method: 'POST' });
      expect(answer.status, `${path} ${JSON.stringify(options.body).slice(0, 80)}`).toBe(status);
      expect(answer.json).toEqual({ error: expect.any(String) });
    }
    expect((await metadataOf(matchID))!.players[0].name).toBeUndefined();
  });

  it('answers 404 for unknown games, matches and seats, and creates nothing', async () => {
    const before = await t.server.store.listMatches();
    const { matchID, seats } = await createTable(url, 'fixture', 2);
    const paths: [string, unknown][] = [
      ['/games/nope/create', { numPlayers: 2 }],
      ['/games/fixture/no-such-match/join', { playerID: '0', playerName: 'Ada' }],
      ['/games/fixture/no-such-match/leave', { playerID: '0', credentials: 'x' }],
      ['/games/fixture/no-such-match/update', { playerID: '0', credentials: 'x', newName: 'Ada' }],
      ['/games/fixture/no-such-match/playAgain', { playerID: '0', credentials: 'x' }],
      ['/games/fixture/..%2F..%2Fetc/join', { playerID: '0', playerName: 'Ada' }],
      // A table of one game reached through another game's routes.
      [`/games/other/${matchID}/join`, { playerID: '0', playerName: 'Ada' }],
      [`/games/other/${matchID}/playAgain`, { playerID: '0', credentials: seats[0].credentials }],
      [`/games/fixture/${matchID}/leave`, { playerID: '5', credentials: seats[0].credentials }],
    ];
    for (const [path, body] of paths) {
      const answer = await request(url, path, { body });
      expect(answer.status, path).toBe(404);
    }
    expect((await request(url, '/games/fixture/no-such-match')).status).toBe(404);
    expect((await request(url, `/games/other/${matchID}`)).status).toBe(404);
    expect((await request(url, '/games/nope')).status).toBe(404);
    expect(await t.server.store.listMatches()).toEqual([...before, matchID]);
  });

  it('never repeats credentials in an answer', async () => {
    const { matchID } = await createTable(url, 'fixture', 2);
    const secret = 'SECRET-guess-4f1c9a';
    for (const route of ['leave', 'update', 'playAgain']) {
      const answer = await request(url, `/games/fixture/${matchID}/${route}`, {
        body: { playerID: '0', credentials: secret, ...(route === 'update' ? { newName: 'Eve' } : {}) },
      });
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain(secret);
      expect(answer.json).toEqual({ error: 'invalid credentials' });
    }
  });
});

describe('creating a table and taking its seat', () => {
  // A server of its own: the tables above used up this address's tables per minute.
  let own: TestServer;
  let url: string;
  const metadataOf = async (matchID: string) => (await own.server.store.fetch(matchID, { metadata: true })).metadata;
  beforeAll(async () => {
    own = await startTestServer({ games: [fixtureGame] });
    url = own.url;
  });
  afterAll(() => own.close());

  it('seats the creator as host in the same step: a join racing them gets another seat, not the host', async () => {
    // The racer joins the moment the table is stored, before the creator hears back.
    const store = own.server.store;
    const create = store.createMatch;
    let raced: Promise<Awaited<ReturnType<typeof request>>> | undefined;
    store.createMatch = async (matchID, opts) => {
      await create.call(store, matchID, opts);
      store.createMatch = create;
      raced = request(url, `/games/fixture/${matchID}/join`, { body: { playerName: 'Mallory' } });
      await raced;
    };
    let created: Awaited<ReturnType<typeof request>>;
    try {
      created = await request(url, '/games/fixture/create', {
        body: { numPlayers: 3, seat: { playerName: ' Alice ', data: { tableName: 'Friday' } } },
      });
    } finally {
      store.createMatch = create;
    }
    expect(created.status).toBe(200);
    const { matchID, playerID, playerCredentials } = created.json as Record<string, string>;
    expect(playerID).toBe('0');
    expect(playerCredentials).toEqual(expect.any(String));
    const racer = await raced!;
    expect(racer.status).toBe(200);
    const mallory = racer.json as { playerID: string; playerCredentials: string };
    expect(mallory.playerID).not.toBe('0');

    const metadata = (await metadataOf(matchID))!;
    expect(metadata.players[0]).toMatchObject({ name: 'Alice', data: { tableName: 'Friday', host: true } });
    expect(metadata.players[Number(mallory.playerID)].data).not.toHaveProperty('host');
    // Only the creator may seat bots; their credentials work.
    const free = ['1', '2'].find((s) => s !== mallory.playerID)!;
    const bots = (asker: { playerID: string; credentials: string }) =>
      request(url, `/games/fixture/${matchID}/bots`, { body: { ...asker, bots: [{ seat: free, level: 'random' }] } });
    expect((await bots({ playerID: mallory.playerID, credentials: mallory.playerCredentials })).status).toBe(403);
    expect((await bots({ playerID: '0', credentials: playerCredentials })).status).toBe(200);
    expect(
      (
        await request(url, `/games/fixture/${matchID}/seat`, {
          body: { playerID: '0', credentials: playerCredentials },
        })
      ).status,
    ).toBe(204);
  });

  it('takes the seat named, and checks it like a join', async () => {
    const created = await request(url, '/games/fixture/create', {
      body: { numPlayers: 2, seat: { playerName: 'Bo', playerID: '1' } },
    });
    expect(created.status).toBe(200);
    const { matchID, playerID } = created.json as Record<string, string>;
    expect(playerID).toBe('1');
    expect((await metadataOf(matchID))!.players[0].name).toBeUndefined();

    const before = await own.server.store.listMatches();
    const refused: [unknown, RegExp][] = [
      [{ playerName: '' }, /playerName/],
      [{ playerName: 'Bo', playerID: '2' }, /seat/],
      [{ playerName: 'Bo', playerID: '__proto__' }, /seat/],
      [{ playerName: 'Bo', playerID: '01' }, /seat/],
      [{ playerName: 'Bo', credentials: 'x' }, /unexpected field/],
      [{ playerName: 'Bo', data: { host: true } }, /set by the server/],
      ['Bo', /seat/],
    ];
    for (const [seat, message] of refused) {
      const answer = await request(url, '/games/fixture/create', { body: { numPlayers: 2, seat } });
      expect(answer.status, JSON.stringify(seat)).toBe(400);
      expect((answer.json as { error: string }).error, JSON.stringify(seat)).toMatch(message);
    }
    expect(await own.server.store.listMatches()).toEqual(before);
  });

  it("keeps boardgame.io's plain create: nobody seated, only the matchID answered", async () => {
    const created = await request(url, '/games/fixture/create', { body: { numPlayers: 2 } });
    expect(created.status).toBe(200);
    expect(Object.keys(created.json as object)).toEqual(['matchID']);
    const { matchID } = created.json as { matchID: string };
    expect(Object.values((await metadataOf(matchID))!.players).every((p) => !p.name)).toBe(true);
  });
});
