import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame, type FixtureState } from '../../engine/fixture/game';
import { connectPlayer, createTable } from '../testing/clients';
import { playToEnd, request, startTestServer, type TestServer } from '../testing/http';

// GET /games/:name/:id/summary on a real server: what "My tables" and the
// your-turn notices show of a table, from what any spectator may see.

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ games: [fixtureGame] });
});
afterAll(async () => {
  await test.close();
});

const summary = async (game: string, matchID: string) => request(test.url, `/games/${game}/${matchID}/summary`);

describe("a table's summary", () => {
  it('tells the players, whose move it is, the progress and the number, and no secret', async () => {
    const { matchID, seats } = await createTable(test.url, 'fixture', 2, { target: '10' });
    const first = await summary('fixture', matchID);
    expect(first.status).toBe(200);
    const s = first.json as Record<string, unknown>;
    expect(s).toMatchObject({
      matchID,
      game: 'fixture',
      progress: 0,
      turn: 1,
      started: true,
      over: false,
      winners: [],
      clock: null,
      players: [
        { id: 0, name: 'Player 0', bot: null },
        { id: 1, name: 'Player 1', bot: null },
      ],
    });
    expect(typeof s.tableNumber).toBe('number');
    expect((s.acting as string[]).length).toBe(1);
    for (const seat of seats) expect(first.text).not.toContain(seat.credentials);
    // The fixture's hands are secret: the summary names no card.
    expect(first.text).not.toContain('hands');

    const mover = seats[Number((s.acting as string[])[0])]!;
    const player = connectPlayer(test.url, fixtureGame, matchID, mover.playerID, mover.credentials);
    try {
      await player.waitFor((x) => x._stateID === 0);
      player.client.moves.add(3);
      await player.waitFor<FixtureState>((x) => x._stateID === 1);
    } finally {
      player.stop();
    }
    const after = (await summary('fixture', matchID)).json as { progress: number; acting: string[] };
    expect(after.progress).toBe(30); // 3 of the target's 10
    expect(after.acting).toEqual([String(1 - Number(mover.playerID))]);
    // The Lobby API's lists read it from the metadata, stored with the move.
    const listed = (await request(test.url, `/games/fixture/${matchID}`)).json as { progress?: number };
    expect(listed.progress).toBe(30);
  });

  it("tells a finished table's winners and that nobody is to move", async () => {
    const { matchID, seats } = await createTable(test.url, 'fixture', 2, { target: '10' });
    await playToEnd(test.url, fixtureGame, matchID, seats);
    const s = (await summary('fixture', matchID)).json as {
      over: boolean;
      acting: string[];
      progress: number;
      winners: string[];
    };
    expect(s.over).toBe(true);
    expect(s.acting).toEqual([]);
    expect(s.progress).toBe(100);
    expect(s.winners).toHaveLength(1);
  });

  it('waits for its open seats before anyone is to move', async () => {
    const created = await request(test.url, '/games/fixture/create', { body: { numPlayers: 2 } });
    const { matchID } = created.json as { matchID: string };
    const s = (await summary('fixture', matchID)).json as { started: boolean; acting: string[] };
    expect(s).toMatchObject({ started: false, acting: [] });
  });

  it("carries the table's name from its creator's seat, and none of the seats' other data", async () => {
    const created = await request(test.url, '/games/fixture/create', { body: { numPlayers: 2 } });
    const { matchID } = created.json as { matchID: string };
    const joined = await request(test.url, `/games/fixture/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Alice', data: { tableName: 'Alice tikal test', note: 'private' } },
    });
    const { playerCredentials } = joined.json as { playerCredentials: string };
    const answer = await summary('fixture', matchID);
    expect(answer.json).toMatchObject({ tableName: 'Alice tikal test', started: false, acting: [] });
    expect(answer.text).not.toContain(playerCredentials);
    expect(answer.text).not.toContain('private');
    expect(answer.text).not.toContain('"host"');
    const plain = await createTable(test.url, 'fixture', 2);
    expect((await summary('fixture', plain.matchID)).json).toMatchObject({ tableName: null });
  });

  it('answers 404 for an unknown table, game or malformed id', async () => {
    const { matchID } = await createTable(test.url, 'fixture', 2);
    expect((await summary('fixture', 'nope')).status).toBe(404);
    expect((await summary('caylus', matchID)).status).toBe(404);
    expect((await summary('fixture', 'bad%20id!')).status).toBe(404);
  });
});
