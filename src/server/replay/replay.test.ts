import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import type { LogEntry, Server, State } from 'boardgame.io';
import { games } from '../../games';
import { defineGame, viewOf, type AnyContractGame, type GameState } from '../../engine/contract';
import type { IwariState } from '../../games/iwari';
import { withSecureSeed } from '../../engine/secure-seed';
import { viewsOf, type ReplayWire } from '../../engine/replay/wire';
import { startServer, type RunningServer } from '../app';
import { createTable } from '../testing/clients';
import { request } from '../testing/http';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { replayStates } from '../../engine/replay/replay';
import { playMatchToEnd, type PlayedMatch } from '../testing/replay';

// Replays of finished matches: every registered game is played to its
// end on a real server (testing/replay.ts: seeded random moves, with undos, through
// boardgame.io's master into the server's storage, as a socket's move is), then replayed through
// GET /games/:name/:id/replay from each seat's point of view and the spectator's.

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  server = await startServer({ games, port: 0, dataDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const NUM_PLAYERS = 3;

/** JSON as it crosses the wire (no undefined fields). */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every replayed state, copied as it comes (the reducer changes ctx in place on the next move). */
function replayed(game: AnyContractGame, initialState: State, log: LogEntry[]): State[] {
  const states: State[] = [];
  for (const { state } of replayStates(withSecureSeed(game), initialState, log)) states.push(json(state));
  return states;
}

type Played = PlayedMatch;

const playToEnd = (game: AnyContractGame, seed: string): Promise<Played> =>
  playMatchToEnd(server, game, NUM_PLAYERS, seed);

interface Finished {
  played: Played;
  /** When its first move was made and its last stored. */
  from: number;
  until: number;
}

/**
 * One finished match per game, shared by the tests that only read its replays (a
 * replay is built once and never changes the match). Tests that need a match no
 * replay was built from yet play their own.
 */
const finished = new Map<string, Promise<Finished>>();
function finishedMatch(game: AnyContractGame): Promise<Finished> {
  let match = finished.get(game.name);
  if (!match) {
    match = (async () => {
      const from = Date.now();
      const played = await playToEnd(game, `replay-${game.name}`);
      return { played, from, until: Date.now() };
    })();
    finished.set(game.name, match);
  }
  return match;
}

async function replayOf(gameName: string, matchID: string, seat?: string): Promise<ReplayWire> {
  const answer = await request(
    server.url,
    `/games/${gameName}/${matchID}/replay${seat === undefined ? '' : `?seat=${seat}`}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.json as ReplayWire;
}

describe.each(games.map((g) => [g.name, g] as const))('a finished match of %s', (name, game) => {
  let played: Played;
  let stored: { initialState: State; log: LogEntry[]; state: State; metadata: Server.MatchData };
  let playedFrom: number;
  let playedUntil: number;

  beforeAll(async () => {
    ({ played, from: playedFrom, until: playedUntil } = await finishedMatch(game));
    stored = (await server.store.fetch(played.matchID, {
      initialState: true,
      log: true,
      state: true,
      metadata: true,
    })) as typeof stored;
  }, 120_000);

  it('was played to its end through the master, undos included', () => {
    expect(stored.metadata.gameover).toEqual(stored.state.ctx.gameover);
    expect(stored.state.ctx.gameover).toBeDefined();
    expect(played.undos).toBeGreaterThan(0);
  });

  it('replays from the stored initial state and log to the stored final state', () => {
    const states = replayed(game, stored.initialState, stored.log);
    expect(states).toHaveLength(played.moves.length + 1);
    const last = states[states.length - 1]!;
    expect(last._stateID).toBe(stored.state._stateID);
    expect(json(last.G)).toEqual(json(stored.state.G));
    expect(json(last.ctx)).toEqual(json(stored.state.ctx));
    expect(json(last.plugins)).toEqual(json(stored.state.plugins));
  });

  it("shows each seat and the spectator, at every step, the game's view of the replayed state", async () => {
    const states = replayed(game, stored.initialState, stored.log);
    for (const seat of [undefined, ...Array.from({ length: NUM_PLAYERS }, (_, i) => String(i))]) {
      const replay = await replayOf(name, played.matchID, seat);
      const pov = seat ?? null;
      expect(replay.seat).toBe(pov);
      expect(replay.numPlayers).toBe(NUM_PLAYERS);
      expect(replay.steps.map((s) => s.move)).toEqual([null, ...played.moves]);
      const views = viewsOf(replay);
      expect(views).toHaveLength(states.length);
      views.forEach((view, i) => {
        const state = states[i]!;
        expect(view, `${name} step ${i} as ${pov}`).toEqual(
          json({ G: viewOf(game.spec, state.G as GameState, pov), ctx: state.ctx }),
        );
        expect(replay.steps[i]!.turn).toBe(state.ctx.turn);
        expect(replay.steps[i]!.phase).toBe(state.ctx.phase ?? null);
      });
      // Each move's time as the server stamped it when storing it, in the order played.
      const times = replay.steps.slice(1).map((s) => s.stamp?.at ?? Number.NaN);
      expect(times.every((at) => at >= playedFrom && at <= playedUntil)).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(replay.steps.slice(1).map((s) => s.stamp?.logEnd)).toEqual(
        states.slice(1).map((s) => (s.G as GameState).log.length),
      );
      expect(replay.steps[0]!.stamp).toBeUndefined();
      // The end as the game's own end shows it to that point of view.
      expect(views[views.length - 1]).toEqual(
        json({ G: viewOf(game.spec, stored.state.G as GameState, pov), ctx: stored.state.ctx }),
      );
    }
  }, 120_000);
});

describe('a replay never shows a secret before its reveal', () => {
  it('Iwari: a seat sees its own hand and no other, the spectator none, at every step', async () => {
    const iwari = games.find((g) => g.name === 'iwari')!;
    const { matchID } = (await finishedMatch(iwari)).played;
    const own = viewsOf(await replayOf('iwari', matchID, '1')).map((v) => v.G as IwariState);
    const watched = viewsOf(await replayOf('iwari', matchID)).map((v) => v.G as IwariState);
    const dealt = own[0]!;
    expect(dealt.hands['1']).toHaveLength(dealt.handSizes['1']!);
    expect(dealt.handSizes['1']).toBeGreaterThan(0);
    for (const G of own) {
      expect(G.hands['0']).toEqual([]);
      expect(G.hands['2']).toEqual([]);
      expect(G.hands['1']).toHaveLength(G.handSizes['1']!);
      expect(G.secret).toBeNull();
    }
    for (const G of watched) {
      expect(Object.values(G.hands)).toEqual([[], [], []]);
      expect(G.secret).toBeNull();
    }
    // Another seat's card drawn from the deck is not named to seat 1.
    const drawn = own[own.length - 1]!.log.filter((e) => e.key === 'drawDeck');
    expect(drawn.every((e) => e.params.player === '1')).toBe(true);
  }, 120_000);
});

describe('the replay route', () => {
  let over: string;
  let running: string;

  beforeAll(async () => {
    const tikal = games.find((g) => g.name === 'tikal')!;
    over = (await finishedMatch(tikal)).played.matchID;
    running = (await createTable(server.url, 'tikal', 2)).matchID;
  }, 120_000);

  it('refuses a match that is not over', async () => {
    const answer = await request(server.url, `/games/tikal/${running}/replay`);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: 'the match is not over: replays open at its end' });
  });

  it("refuses unknown games, matches, other games' matches and seats", async () => {
    const cases: [string, number, string][] = [
      [`/games/chess/${over}/replay`, 404, 'no such game'],
      [`/games/tikal/nope/replay`, 404, 'no such match'],
      [`/games/tikal/${'x'.repeat(65)}/replay`, 404, 'no such match'],
      [`/games/tikal/a%20b/replay`, 404, 'no such match'],
      [`/games/caylus/${over}/replay`, 404, 'no such match'],
      [`/games/tikal/${over}/replay?seat=3`, 404, 'no such seat'],
      [`/games/tikal/${over}/replay?seat=abc`, 404, 'no such seat'],
      [`/games/tikal/${over}/replay?seat=`, 404, 'no such seat'],
      [`/games/tikal/${over}/replay?seat=0&seat=1`, 400, 'seat must be given once'],
    ];
    for (const [path, status, error] of cases) {
      const answer = await request(server.url, path);
      expect([path, answer.status, answer.json]).toEqual([path, status, { error }]);
    }
  });

  it('builds a match once for every point of view, however many ask at the same time', async () => {
    const tikal = games.find((g) => g.name === 'tikal')!;
    const { matchID } = await playToEnd(tikal, 'replay-once');
    const fetched = vi.spyOn(server.store, 'fetch');
    try {
      const answers = await Promise.all(
        ['', '?seat=0', '?seat=1', '?seat=2', '', '?seat=1'].map((q) =>
          request(server.url, `/games/tikal/${matchID}/replay${q}`),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.map((a) => (a.json as ReplayWire).seat)).toEqual([null, '0', '1', '2', null, '1']);
      const again = await request(server.url, `/games/tikal/${matchID}/replay?seat=2`);
      expect(again.json).toEqual(answers[3]!.json);
      const builds = fetched.mock.calls.filter(
        ([id, opts]) => id === matchID && (opts as { initialState?: boolean }).initialState,
      );
      expect(builds).toHaveLength(1);
    } finally {
      fetched.mockRestore();
    }
  });

  it('never shows another game: a log that does not lead to the stored end keeps its checked moves, then jumps to that end and says so', async () => {
    const tikal = games.find((g) => g.name === 'tikal')!;
    const shortened = await playToEnd(tikal, 'replay-short');
    const tampered = await playToEnd(tikal, 'replay-tampered');
    const fetch = server.store.fetch.bind(server.store);
    const fetched = vi.spyOn(server.store, 'fetch').mockImplementation(async (matchID, opts) => {
      const result = (await fetch(matchID, opts)) as { log?: LogEntry[] };
      if (!result.log) return result as never;
      // The moves; the framework's own entries (an event a move triggered, the end) come with them.
      const moves = result.log.filter((e) => e.action.type === 'MAKE_MOVE');
      // The last move lost; a move made by another seat than the one who made it.
      if (matchID === shortened.matchID) result.log = result.log.filter((e) => e !== moves[moves.length - 1]);
      if (matchID === tampered.matchID) {
        const first = moves[0]!;
        const payload = first.action.payload as { playerID: string };
        result.log = result.log.map((e) =>
          e === first
            ? ({
                ...e,
                action: { ...e.action, payload: { ...payload, playerID: payload.playerID === '0' ? '1' : '0' } },
              } as LogEntry)
            : e,
        );
      }
      return result as never;
    });
    try {
      const { state } = await fetch(shortened.matchID, { state: true });
      // Every move but the lost last one replays to its stored hash: all are kept, then the stored end.
      const short = await replayOf('tikal', shortened.matchID, '0');
      const moves = shortened.moves.length;
      expect([short.diverged, short.steps.length, short.steps[moves]!.move]).toEqual([
        { kept: moves - 1 },
        moves + 1,
        null,
      ]);
      expect(viewsOf(short)[moves]!.G).toEqual(json(viewOf(tikal.spec, state.G as GameState, '0')));
      // The first move is refused on replay: the game as set up, then its end.
      const wrong = await replayOf('tikal', tampered.matchID);
      expect([wrong.diverged, wrong.steps.length, wrong.steps[1]!.move]).toEqual([{ kept: 0 }, 2, null]);
    } finally {
      fetched.mockRestore();
    }
  }, 120_000);

  it('answers compressed JSON to a client that accepts it, plain JSON otherwise, the same replay', async () => {
    const url = `${server.url}/games/tikal/${over}/replay?seat=1`;
    const zipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(await zipped.json());
  });
});

describe('replays and the Lobby read limit', () => {
  let limited: RunningServer;
  let limitedDir: string;
  beforeAll(async () => {
    limitedDir = dataDirFromTemplate(inject('pgliteTemplate'));
    limited = await startServer({
      games,
      port: 0,
      dataDir: limitedDir,
      limits: { lobbyReadsPerMinute: 2, clientsPerIp: 1 },
    });
  });
  afterAll(async () => {
    await limited?.close();
    rmSync(limitedDir, { recursive: true, force: true });
  });

  it('counts each replay request as a Lobby read', async () => {
    const path = '/games/tikal/unknown/replay';
    expect((await request(limited.url, path)).status).toBe(404);
    expect((await request(limited.url, path)).status).toBe(404);
    const third = await request(limited.url, path);
    expect(third.status).toBe(429);
    expect((third.json as { error: string }).error).toMatch(/^too many Lobby reads/);
  });
});

describe('a replay after a restart', () => {
  // One match played to its end on a server that then stopped; each test starts a
  // server of its own on that data (a replay writes nothing to it).
  const tikal = games.find((g) => g.name === 'tikal')!;
  let own: string;
  let played: Played;
  let before: unknown;

  beforeAll(async () => {
    own = dataDirFromTemplate(inject('pgliteTemplate'));
    const first = await startServer({ games, port: 0, dataDir: own });
    try {
      played = await playMatchToEnd(first, tikal, NUM_PLAYERS, 'replay-restart');
      before = (await request(first.url, `/games/tikal/${played.matchID}/replay?seat=0`)).json;
    } finally {
      await first.close();
    }
  }, 120_000);

  afterAll(() => {
    rmSync(own, { recursive: true, force: true });
  });

  it('follows the moves as played up to the first that newer rules change, then jumps to the stored end', async () => {
    // Newer code: a move by the second seat also writes a line into the log.
    const tikalSpec = tikal.spec;
    const changed = defineGame({
      ...tikalSpec,
      apply: (G, player, move, rng) => {
        tikalSpec.apply(G, player, move, rng);
        if (player === '1') G.log.push({ key: 'endTurn', params: { player, apLost: 0 } });
      },
    });
    const next = await startServer({
      games: games.map((g) => (g.name === 'tikal' ? changed : g)),
      port: 0,
      dataDir: own,
    });
    try {
      const answer = await request(next.url, `/games/tikal/${played.matchID}/replay`);
      expect(answer.status, answer.text).toBe(200);
      const replay = answer.json as ReplayWire;
      const kept = played.moves.findIndex((m) => m.player === '1');
      expect(kept).toBeGreaterThan(0);
      expect([replay.diverged, replay.steps.length, replay.steps[kept + 1]!.move]).toEqual([{ kept }, kept + 2, null]);
    } finally {
      await next.close();
    }
  }, 120_000);

  it('is rebuilt from storage alone, the same', async () => {
    const next = await startServer({ games, port: 0, dataDir: own });
    try {
      const after = await request(next.url, `/games/tikal/${played.matchID}/replay?seat=0`);
      expect(after.status).toBe(200);
      expect(after.json).toEqual(before);
    } finally {
      await next.close();
    }
  }, 120_000);
});
