import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'boardgame.io';
import { fixtureGame } from '../../engine/fixture/game';
import type { FixtureState } from '../../engine/fixture/game';
import {
  connected,
  connectPlayer,
  createTable,
  nextPacket,
  rawSocket,
  type Player,
  type Seat,
} from '../testing/clients';
import { request, startTestServer, type TestServer } from '../testing/http';

// A player who leaves a started game strands nobody: their seat goes to the
// server's bot at once, every page at the table hears it and the game goes on;
// the people still seated may, by majority, open the seat for someone new or end
// the table without a result. Real sockets, the embedded PostgreSQL.

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ games: [fixtureGame] });
});
afterAll(async () => {
  await t?.close();
});

const LONG_GAME = { target: '1000' };

type LiveSeat = { id: number; name?: string; data?: { bot?: string; left?: string } };

const post = (matchID: string, route: string, body: unknown) =>
  request(t.url, `/games/fixture/${matchID}/${route}`, { body });

async function metadataOf(matchID: string): Promise<Server.MatchData & Record<string, unknown>> {
  return (await t.server.store.fetch(matchID, { metadata: true })).metadata as Server.MatchData &
    Record<string, unknown>;
}

/** A started table of `n` people, each connected through boardgame.io's own client. */
async function startedTable(n: number): Promise<{ matchID: string; seats: Seat[]; players: Player[] }> {
  const { matchID, seats } = await createTable(t.url, 'fixture', n, LONG_GAME);
  const players = seats.map((s) => connectPlayer(t.url, fixtureGame, matchID, s.playerID, s.credentials));
  await Promise.all(players.map((p) => p.waitFor((s) => s._stateID >= 0)));
  return { matchID, seats, players };
}

/** Resolves once the player's page has heard the table's seats change as `check` wants. */
function hears(player: Player, check: (seats: LiveSeat[]) => boolean): Promise<unknown> {
  return player.waitFor(() => check((player.client.matchData ?? []) as LiveSeat[]));
}

describe('a player who leaves a started game', () => {
  it('hands the seat to the bot at once: the others hear it and play on', async () => {
    const { matchID, seats, players } = await startedTable(2);
    const bob = players[1];
    try {
      const heard = hears(bob, (live) => live[0]?.data?.bot === 'normal' && live[0]?.data?.left === 'Player 0');
      const left = await post(matchID, 'leave', seats[0]);
      expect(left.status).toBe(200);
      await heard;

      // The bot plays seat 0, whose turn it was; Bob's move after it is played.
      const bobsTurn = await bob.waitFor<FixtureState>((s) => s.G.current === '1' && s.G.confirming === null);
      const at = bobsTurn._stateID;
      bob.client.moves.add(2);
      const after = await bob.waitFor<FixtureState>((s) => s._stateID > at && s.G.totals['1'] === 2);
      expect(after.G.totals['1']).toBe(2);

      const metadata = await metadataOf(matchID);
      expect(metadata.players[0].name).toBe('Bot 1');
      expect(metadata.players[0].data).toEqual({ bot: 'normal', left: 'Player 0' });
      expect(metadata.started).toBe(true);
      expect(metadata.seatLog).toEqual([
        { at: expect.any(Number), event: 'left', seat: '0', name: 'Player 0', bot: 'normal' },
      ]);
      // Alice's credentials no longer open the seat.
      expect((await post(matchID, 'seat', seats[0])).status).toBe(403);

      // The lobby offers no seat at the table: none is open, and none may be joined.
      const listed = (await request(t.url, '/games/fixture?isGameover=false')).json as {
        matches: { matchID: string; players: LiveSeat[] }[];
      };
      const row = listed.matches.find((m) => m.matchID === matchID);
      expect(row?.players.map((p) => p.name)).toEqual(['Bot 1', 'Player 1']);
      const join = await post(matchID, 'join', { playerName: 'Mallory' });
      expect(join.status).toBe(409);
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('before the start, frees the seat as before', async () => {
    const created = await request(t.url, '/games/fixture/create', {
      body: { numPlayers: 2, seat: { playerName: 'Alice' } },
    });
    const { matchID, playerID, playerCredentials } = created.json as {
      matchID: string;
      playerID: string;
      playerCredentials: string;
    };
    const left = await post(matchID, 'leave', { playerID, credentials: playerCredentials });
    expect(left.status).toBe(200);
    // boardgame.io removes a table nobody sits at any more.
    expect((await request(t.url, `/games/fixture/${matchID}`)).status).toBe(404);
  });
});

describe('the people still seated', () => {
  it('open the seat by majority; a newcomer takes it and the log says so', async () => {
    const { matchID, seats, players } = await startedTable(3);
    try {
      expect((await post(matchID, 'leave', seats[0])).status).toBe(200);
      // The seat of someone still seated is not theirs to open.
      const notLeft = await post(matchID, 'vote', { ...seats[1], choice: 'open', seat: '2' });
      expect(notLeft.status).toBe(409);

      const first = await post(matchID, 'vote', { ...seats[1], choice: 'open', seat: '0' });
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ outcome: 'counted', votes: [{ voter: '1', choice: 'open', seat: '0' }], needed: 2 });
      expect((await metadataOf(matchID)).players[0].data).toEqual({ bot: 'normal', left: 'Player 0' });

      const carol = players[2];
      const heard = hears(carol, (live) => live[0] !== undefined && !live[0].name);
      const second = await post(matchID, 'vote', { ...seats[2], choice: 'open', seat: '0' });
      expect(second.json).toEqual({ outcome: 'opened', votes: [], needed: 2 });
      await heard;

      const listed = (await request(t.url, '/games/fixture?isGameover=false')).json as {
        matches: { matchID: string; players: LiveSeat[]; openedSeats?: string[] }[];
      };
      const row = listed.matches.find((m) => m.matchID === matchID);
      expect(row?.players.map((p) => p.name ?? null)).toEqual([null, 'Player 1', 'Player 2']);
      expect(row?.openedSeats).toEqual(['0']);
      // A page loading the table now knows it started, with a seat open.
      const match = (await request(t.url, `/games/fixture/${matchID}`)).json as { started?: boolean };
      expect(match.started).toBe(true);

      const joined = await post(matchID, 'join', { playerName: 'Dave' });
      expect(joined.status).toBe(200);
      expect((joined.json as { playerID: string }).playerID).toBe('0');
      const metadata = await metadataOf(matchID);
      expect(metadata.openedSeats).toBeUndefined();
      expect((metadata.seatLog as { event: string; seat?: string; name?: string }[]).map((e) => e.event)).toEqual([
        'left',
        'opened',
        'joined',
      ]);
      expect((metadata.seatLog as { name?: string }[])[2].name).toBe('Dave');
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('end the table without a result; no move is played after it', async () => {
    const { matchID, seats, players } = await startedTable(2);
    const bob = players[1];
    try {
      expect((await post(matchID, 'leave', seats[0])).status).toBe(200);
      const bobsTurn = await bob.waitFor<FixtureState>((s) => s.G.current === '1' && s.G.confirming === null);
      const ended = await post(matchID, 'vote', { ...seats[1], choice: 'end' });
      expect(ended.json).toEqual({ outcome: 'ended', votes: [], needed: 1 });
      const metadata = await metadataOf(matchID);
      expect(metadata.gameover).toEqual({ endedWithoutResult: true });
      expect((metadata.seatLog as { event: string }[]).map((e) => e.event)).toEqual(['left', 'ended']);

      // A move sent now is refused; a sync sent after it on the same socket is
      // answered from the match's queue once the move has been dealt with.
      const socket = rawSocket(t.url, 'fixture');
      try {
        await connected(socket);
        socket.emit('sync', matchID, '1', seats[1].credentials);
        expect(await nextPacket(socket, 'sync', 20_000)).not.toBeNull();
        const move = {
          type: 'MAKE_MOVE',
          payload: { type: 'add', args: [1], playerID: '1', credentials: seats[1].credentials },
        };
        socket.emit('update', move, bobsTurn._stateID, matchID, '1');
        socket.emit('sync', matchID, '1', seats[1].credentials);
        const resynced = (await nextPacket(socket, 'sync', 20_000)) as [string, { state: { _stateID: number } }] | null;
        expect(resynced?.[1].state._stateID).toBe(bobsTurn._stateID);
      } finally {
        socket.close();
      }

      const listed = (await request(t.url, '/games/fixture?isGameover=false')).json as {
        matches: { matchID: string }[];
      };
      expect(listed.matches.some((m) => m.matchID === matchID)).toBe(false);
      expect((await post(matchID, 'vote', { ...seats[1], choice: 'end' })).status).toBe(409);
      // Its replay can be watched, as a finished game's.
      expect((await request(t.url, `/games/fixture/${matchID}/replay`)).status).toBe(200);
      // My tables counts it as over, waiting for nobody.
      const summary = (await request(t.url, `/games/fixture/${matchID}/summary`)).json as Record<string, unknown>;
      expect({ started: summary.started, over: summary.over, acting: summary.acting }).toEqual({
        started: true,
        over: true,
        acting: [],
      });
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('is nobody once the last person leaves: the table ends without a result', async () => {
    const { matchID, seats, players } = await startedTable(2);
    try {
      expect((await post(matchID, 'leave', seats[0])).json).toEqual({ outcome: 'counted' });
      expect((await post(matchID, 'leave', seats[1])).json).toEqual({ outcome: 'ended' });
      const metadata = await metadataOf(matchID);
      expect(metadata.gameover).toEqual({ endedWithoutResult: true });
      expect(metadata.players[1].data).toEqual({ bot: 'normal', left: 'Player 1' });
    } finally {
      players.forEach((p) => p.stop());
    }
  });

  it('vote with checked bodies only', async () => {
    const { matchID, seats, players } = await startedTable(2);
    try {
      for (const body of [
        { ...seats[1], choice: 'resign' },
        { ...seats[1], choice: 'open' },
        { ...seats[1], choice: 'end', seat: '0' },
        { ...seats[1], choice: 'open', seat: '__proto__' },
        { ...seats[1], choice: 'end', extra: true },
      ]) {
        expect((await post(matchID, 'vote', body)).status).toBe(400);
      }
      // Before anyone left there is nothing to open.
      expect((await post(matchID, 'vote', { ...seats[1], choice: 'open', seat: '0' })).status).toBe(409);
      expect((await post(matchID, 'vote', { ...seats[1], choice: 'end', credentials: 'wrong' })).status).toBe(403);
    } finally {
      players.forEach((p) => p.stop());
    }
  });
});
