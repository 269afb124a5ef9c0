import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { State } from 'boardgame.io';
import type { Socket } from 'socket.io-client';
import { UNDO_MOVE, type MoveShape } from '../engine/contract';
import { games } from '../games';
import type { TikalState } from '../games/tikal';
import { startServer, type RunningServer } from './app';
import { connected, createTable, nextPacket, rawSocket, type Seat } from './testing/clients';
import { dataDirFromTemplate } from './testing/pglite-template';

// Undo on a real server, over real sockets, in a Tikal match: a player takes back
// their own steps of the turn and gets exactly the earlier state; the server refuses
// an undo across the tile placed (irreversible), from the other seat, and after the
// turn has ended; no client ever receives the earlier states.

const tikal = games.find((g) => g.name === 'tikal')!;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  server = await startServer({ games: [tikal], port: 0, dataDir });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Conn {
  socket: Socket;
  seat: Seat;
}

async function seatSocket(seat: Seat): Promise<Conn> {
  const socket = rawSocket(server.url, 'tikal');
  await connected(socket);
  return { socket, seat };
}

/** The seat's state now, asked for on its own socket: packets of one socket are handled in order. */
async function sync(c: Conn, matchID: string): Promise<State<TikalState>> {
  const answer = nextPacket(c.socket, 'sync', 20_000);
  c.socket.emit('sync', matchID, c.seat.playerID, c.seat.credentials);
  const packet = await answer;
  if (!packet) throw new Error('no sync');
  return (packet[1] as { state: State<TikalState> }).state;
}

function send(
  c: Conn,
  matchID: string,
  stateID: number,
  move: string,
  args: readonly unknown[],
  as = c.seat.playerID,
): void {
  const payload = {
    type: 'MAKE_MOVE',
    payload: { type: move, args: [...args], playerID: as, credentials: c.seat.credentials },
  };
  c.socket.emit('update', payload, stateID, matchID, as);
}

/** Plays a move and returns the seat's state after it. */
async function move(c: Conn, matchID: string, state: State<TikalState>, m: MoveShape): Promise<State<TikalState>> {
  send(c, matchID, state._stateID, m.move, m.args);
  const after = await sync(c, matchID);
  expect(after._stateID, `${m.move} refused`).toBe(state._stateID + 1);
  return after;
}

const undoSteps = (s: State) =>
  (s.plugins as Record<string, { data: { steps: { player: string; G: unknown }[] } }>).contractUndo.data.steps;

describe('undo on the server (Tikal)', () => {
  it('takes back a step exactly, and refuses across a placed tile, from the other seat and after the turn', async () => {
    const { matchID, seats } = await createTable(server.url, 'tikal', 2);
    const first = await seatSocket(seats[0]);
    const second = await seatSocket(seats[1]);
    let s = await sync(first, matchID);
    const mover = s.ctx.currentPlayer;
    const me = mover === '0' ? first : second;
    const other = mover === '0' ? second : first;
    s = await sync(me, matchID);

    // The tile is placed: it cannot be taken back.
    const place = tikal.spec.legalMoves(s.G, mover).find((m) => m.move === 'placeTile')!;
    expect(place).toBeDefined();
    const placed = await move(me, matchID, s, place);
    send(me, matchID, placed._stateID, UNDO_MOVE, []);
    expect((await sync(me, matchID))._stateID).toBe(placed._stateID);

    // An action point spent bringing in a worker: taken back exactly.
    const bring = tikal.spec.legalMoves(placed.G, mover).find((m) => m.move === 'bringIn')!;
    expect(bring).toBeDefined();
    const brought = await move(me, matchID, placed, bring);
    expect(brought.G.turn.ap).toBeLessThan(placed.G.turn.ap);
    expect(undoSteps(brought)).toEqual([{ player: mover, G: null }]);

    // The other seat may not take it back, with its own credentials or as the mover.
    const seenByOther = await sync(other, matchID);
    send(other, matchID, seenByOther._stateID, UNDO_MOVE, []);
    send(other, matchID, seenByOther._stateID, UNDO_MOVE, [], mover);
    expect((await sync(other, matchID))._stateID).toBe(brought._stateID);

    send(me, matchID, brought._stateID, UNDO_MOVE, []);
    const undone = await sync(me, matchID);
    expect(undone._stateID).toBe(brought._stateID + 1);
    expect(undone.G).toEqual(placed.G);
    expect(undone.ctx.currentPlayer).toBe(mover);
    expect(undoSteps(undone)).toEqual([]);
    const stored = await server.store.fetch(matchID, { state: true });
    expect(stored.state.G).toEqual({ ...placed.G, secret: (stored.state.G as TikalState).secret });
    // Nothing more to take back: the tile stays placed.
    send(me, matchID, undone._stateID, UNDO_MOVE, []);
    expect((await sync(me, matchID))._stateID).toBe(undone._stateID);

    // A step, then the end of the turn: neither can be taken back by anyone.
    const again = await move(me, matchID, undone, bring);
    const end = tikal.spec.legalMoves(again.G, mover).find((m) => m.move === 'endTurn')!;
    const ended = await move(me, matchID, again, end);
    expect(ended.ctx.currentPlayer).not.toBe(mover);
    send(me, matchID, ended._stateID, UNDO_MOVE, []);
    expect((await sync(me, matchID))._stateID).toBe(ended._stateID);
    const otherNow = await sync(other, matchID);
    send(other, matchID, otherNow._stateID, UNDO_MOVE, []);
    expect((await sync(other, matchID))._stateID).toBe(ended._stateID);
    first.socket.close();
    second.socket.close();
  });
});
