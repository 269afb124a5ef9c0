import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import type { BotRequest } from '../../client/bots/types';
import { createLogger } from '../logger';
import { BotPool, type DecisionContext, type DecisionOwner } from './pool';
import { connectPlayer } from '../testing/clients';
import { browser, request, startTestServer, type TestServer } from '../testing/http';

// Bots run on the server: seated by the table's host through a checked
// route, played by the server from their seat's view whether or not a browser is
// open, through the same path as a player's move.

type FixtureView = {
  totals: Record<string, number>;
  hands: Record<string, number[]>;
  secret: { deck: number[] };
  lastDraw: number | null;
};

let t: TestServer;
const requests: { request: BotRequest; context: DecisionContext; owner: DecisionOwner | undefined }[] = [];

beforeAll(async () => {
  t = await startTestServer({
    games: [fixtureGame],
    seatWaitSeconds: 0,
    bots: {
      onRequest: (request, context, owner) => requests.push({ request: structuredClone(request), context, owner }),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function hostTable(
  numPlayers: number,
  setupData?: unknown,
  headers?: Record<string, string>,
): Promise<{ matchID: string; credentials: string }> {
  const created = await request(t.url, '/games/fixture/create', { body: { numPlayers, setupData }, headers });
  const { matchID } = created.json as { matchID: string };
  const joined = await request(t.url, `/games/fixture/${matchID}/join`, {
    body: { playerID: '0', playerName: 'Host' },
  });
  expect(joined.status).toBe(200);
  return { matchID, credentials: (joined.json as { playerCredentials: string }).playerCredentials };
}

async function metadataOf(matchID: string): Promise<Server.MatchData> {
  return (await t.server.store.fetch(matchID, { metadata: true })).metadata!;
}

async function until<T>(what: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a bots-only table', () => {
  it('is played to the end by the server with no browser connected, each bot from its own view', async () => {
    const { cookie } = await browser(t.url);
    const { matchID, credentials } = await hostTable(2, undefined, { cookie });
    const seated = await request(t.url, `/games/fixture/${matchID}/bots`, {
      body: {
        playerID: '0',
        credentials,
        bots: [
          { seat: '1', level: 'hard' },
          { seat: '0', level: 'easy' },
        ],
      },
    });
    expect(seated.status).toBe(200);
    expect(seated.text).not.toContain(credentials);
    // The host gave their seat too: their credentials no longer work.
    expect(
      (await request(t.url, `/games/fixture/${matchID}/seat`, { body: { playerID: '0', credentials } })).status,
    ).toBe(403);
    const over = await until(async () => (await metadataOf(matchID)).gameover ?? undefined);
    expect(over).toBeTruthy();
    const listed = await request(t.url, `/games/fixture/${matchID}`);
    const players = (listed.json as { players: { name: string; data: { bot: string }; credentials?: string }[] })
      .players;
    expect(players.map((p) => p.data.bot)).toEqual(['easy', 'hard']);
    expect(players.every((p) => p.credentials === undefined)).toBe(true);

    const asked = requests.filter((r) => r.context.matchID === matchID);
    expect(asked.length).toBeGreaterThan(2);
    // Its bots' decisions count as its creator's, in the pool's shares and caps.
    for (const { owner } of asked) expect(owner).toEqual({ ip: '127.0.0.1', browser: cookie.split('=')[1] });
    const { state } = await t.server.store.fetch(matchID, { state: true });
    for (const { request: r, context } of asked) {
      const view = r.view as unknown as FixtureView;
      expect(r.playerID).toBe(context.seat);
      expect(r.seed).toBe(`${matchID}/${context.stateID}/${context.seat}`);
      // The hidden deck and the other seat's hand are not in what the bot is shown.
      expect(view.secret.deck).toEqual([]);
      const other = context.seat === '0' ? '1' : '0';
      expect(view.hands[other].every((c) => c === 0)).toBe(true);
      expect(view.hands[context.seat].some((c) => c !== 0)).toBe(true);
    }
    expect(state!.ctx.gameover).toBeTruthy();
  });
});

describe('a table with a person and a bot', () => {
  it("has the bot answer the person's moves", async () => {
    const { matchID, credentials } = await hostTable(2);
    expect(
      (
        await request(t.url, `/games/fixture/${matchID}/bots`, {
          body: { playerID: '0', credentials, bots: [{ seat: '1', level: 'normal' }] },
        })
      ).status,
    ).toBe(200);
    const alice = connectPlayer(t.url, fixtureGame, matchID, '0', credentials);
    try {
      await alice.waitFor((s) => s.ctx.currentPlayer === '0');
      alice.client.moves.add(1);
      const answered = await alice.waitFor<FixtureView>((s) => s.ctx.currentPlayer === '0' && s.G.totals['1'] > 0);
      expect(answered.G.totals['0']).toBe(1);
      const at = answered._stateID;
      alice.client.moves.add(2);
      const again = await alice.waitFor<FixtureView>((s) => s._stateID > at && s.ctx.currentPlayer === '0');
      expect(again.G.totals['0']).toBe(3);
    } finally {
      alice.stop();
    }
  });

  it("gives an absent player's seat to a server bot, whose credentials go to nobody", async () => {
    const { matchID, credentials } = await hostTable(2);
    const bob = await request(t.url, `/games/fixture/${matchID}/join`, { body: { playerID: '1', playerName: 'Bob' } });
    const bobKey = bob.json as { playerCredentials: string };
    const alice = connectPlayer(t.url, fixtureGame, matchID, '0', credentials);
    try {
      await alice.waitFor((s) => s.ctx.currentPlayer === '0');
      alice.client.moves.add(3);
      await alice.waitFor((s) => s.ctx.currentPlayer === '1');
      const handed = await request(t.url, `/games/fixture/${matchID}/replace`, {
        body: { playerID: '0', credentials, seat: '1', by: 'bot', botLevel: 'easy' },
      });
      expect(handed.status).toBe(200);
      expect(handed.json).toEqual({ playerID: '1', bot: 'easy' });
      expect(
        (
          await request(t.url, `/games/fixture/${matchID}/seat`, {
            body: { playerID: '1', credentials: bobKey.playerCredentials },
          })
        ).status,
      ).toBe(403);
      // The server's bot takes its turn at once.
      const after = await alice.waitFor<FixtureView>((s) => s.ctx.currentPlayer === '0' && s.G.totals['1'] > 0);
      expect(after.G.totals['0']).toBe(3);
      // A bot's seat is not handed over again.
      const again = await request(t.url, `/games/fixture/${matchID}/replace`, {
        body: { playerID: '0', credentials, seat: '1', by: 'open' },
      });
      expect(again.status).toBe(409);
    } finally {
      alice.stop();
    }
  });
});

describe('the bots route', () => {
  it('refuses bad input with 4xx and changes nothing', async () => {
    const { matchID, credentials } = await hostTable(3);
    const guest = await request(t.url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '1', playerName: 'Guest' },
    });
    const guestKey = guest.json as { playerCredentials: string };
    const before = JSON.stringify((await metadataOf(matchID)).players);
    const path = `/games/fixture/${matchID}/bots`;
    const bot = [{ seat: '2', level: 'easy' }];
    const cases: [unknown, number][] = [
      [{ playerID: '1', credentials: guestKey.playerCredentials, bots: bot }, 403], // not the host
      [{ playerID: '0', credentials: 'wrong', bots: bot }, 403],
      [{ playerID: '0', credentials: guestKey.playerCredentials, bots: bot }, 403],
      [{ playerID: '0', credentials, bots: [{ seat: '2', level: 'godlike' }] }, 400],
      [
        {
          playerID: '0',
          credentials,
          bots: [
            { seat: '2', level: 'easy' },
            { seat: '2', level: 'hard' },
          ],
        },
        400,
      ],
      [{ playerID: '0', credentials, bots: [{ seat: '__proto__', level: 'easy' }] }, 400],
      [{ playerID: '0', credentials, bots: [{ seat: '2', level: 'easy', name: 'x' }] }, 400],
      [{ playerID: '0', credentials, bots: [] }, 400],
      [{ playerID: '0', credentials, bots: 'all' }, 400],
      [{ playerID: '0', credentials, bots: bot, extra: 1 }, 400],
      [{ playerID: '0', credentials, bots: [{ seat: '1', level: 'easy' }] }, 409], // a person's seat
      [{ playerID: '0', credentials, bots: [{ seat: '7', level: 'easy' }] }, 404],
      [{ playerID: 0, credentials, bots: bot }, 400],
      ['[1,2', 400],
    ];
    for (const [body, status] of cases) {
      const answer = await request(t.url, path, { body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
    expect(
      (await request(t.url, `/games/fixture/nope/bots`, { body: { playerID: '0', credentials, bots: bot } })).status,
    ).toBe(404);
    expect(
      (await request(t.url, `/games/nogame/${matchID}/bots`, { body: { playerID: '0', credentials, bots: bot } }))
        .status,
    ).toBe(404);
    expect(JSON.stringify((await metadataOf(matchID)).players)).toBe(before);

    // A client cannot seat a bot, nor make itself host, through the Lobby API.
    expect(
      (
        await request(t.url, `/games/fixture/${matchID}/join`, {
          body: { playerID: '2', playerName: 'Sneaky', data: { bot: 'hard' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(t.url, `/games/fixture/${matchID}/update`, {
          body: { playerID: '1', credentials: guestKey.playerCredentials, data: { host: true } },
        })
      ).status,
    ).toBe(400);
    expect(JSON.stringify((await metadataOf(matchID)).players)).toBe(before);

    // The host seats the last bot; once the table has started, no more.
    expect((await request(t.url, path, { body: { playerID: '0', credentials, bots: bot } })).status).toBe(200);
    expect(
      (await request(t.url, path, { body: { playerID: '0', credentials, bots: [{ seat: '0', level: 'easy' }] } }))
        .status,
    ).toBe(409);
    expect((await metadataOf(matchID)).players[2].data).toEqual({ bot: 'easy' });
  });
});

describe('the bot pool', () => {
  it('replaces a crashed worker, retries a bounded number of times, and logs with match, seat and state', async () => {
    const lines: string[] = [];
    const log = createLogger('error');
    const logged = log.child({});
    logged.error = ((obj: unknown, msg?: string) => {
      lines.push(`${msg} ${JSON.stringify(obj)}`);
    }) as typeof logged.error;
    const pool = new BotPool({ log: logged, size: 1, maxAttempts: 2 });
    try {
      const context = { matchID: 'm1', seat: '1', stateID: 7 };
      const base = { view: { log: [] }, playerID: '1', players: ['0', '1'], level: 'easy' as const, seed: 's' };
      await expect(pool.decide({ ...base, gameId: '__crash__' }, context)).rejects.toThrow(/after 2 attempts/);
      expect(pool.stats.replaced).toBe(2);
      expect(
        lines.filter((l) => l.includes('"matchID":"m1"') && l.includes('"seat":"1"') && l.includes('"stateID":7')),
      ).toHaveLength(2);
      // A failed decision (here an unknown game) is retried, then refused: no move instead.
      await expect(pool.decide({ ...base, gameId: 'nosuchgame' }, context)).rejects.toThrow(/after 2 attempts/);
    } finally {
      await pool.close();
    }
  });
});
