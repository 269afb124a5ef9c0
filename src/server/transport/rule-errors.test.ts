import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { State } from 'boardgame.io';
import { defineGame, type AnyContractGame, type GameState, type MoveShape } from '../../engine/contract';
import { fixtureGame } from '../../engine/fixture/game';
import { games } from '../../games';
import { startServer, type RunningServer } from '../app';
import { connected, createTable, nextPacket, rawSocket } from '../testing/clients';
import { dataDirFromTemplate } from '../testing/pglite-template';

// Every registered game, with a bug planted in its rules (the first move applied
// throws), on a real server: the throw is logged with its match, seat and move,
// the move is refused, and the match carries on.

const planted = (game: AnyContractGame): AnyContractGame => {
  let armed = true;
  const spec = {
    ...game.spec,
    apply(G: GameState, player: string, move: MoveShape, rng: Parameters<typeof game.spec.apply>[3]) {
      if (armed) {
        armed = false;
        throw new Error(`planted bug in ${game.name}`);
      }
      game.spec.apply(G, player, move, rng);
    },
  };
  return defineGame(spec) as unknown as AnyContractGame;
};

const registered: readonly AnyContractGame[] = games;
// A game not on the contract yet fails the registry tests, not this file.
const targets = [...registered.filter((g) => g.spec !== undefined), fixtureGame as unknown as AnyContractGame].map(
  planted,
);
const lines: Record<string, unknown>[] = [];
const waiting = new Set<() => void>();
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    for (const wake of [...waiting]) wake();
    done();
  },
});

function logged(predicate: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const check = () => {
      const found = lines.find(predicate);
      if (!found) return;
      waiting.delete(check);
      resolve(found);
    };
    waiting.add(check);
    check();
  });
}

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  server = await startServer({ games: targets, port: 0, dataDir, logger: pino({ level: 'error' }, sink) });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(targets.map((g) => [g.name, g] as const))('a rule that throws in %s', (name, game) => {
  it('is logged with its match, seat and move; the move is refused and the match plays on', async () => {
    const { matchID, seats } = await createTable(server.url, name, game.spec.info.minPlayers);
    const watcher = rawSocket(server.url, name);
    await connected(watcher);
    watcher.emit('sync', matchID, null, undefined);
    const [, watched] = (await nextPacket(watcher, 'sync', 20_000)) as [string, { state: State<GameState> }];
    const { ctx } = watched.state;
    const seat = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx.currentPlayer;
    const socket = rawSocket(server.url, name);
    await connected(socket);
    const credentials = seats.find((s) => s.playerID === seat)!.credentials;
    socket.emit('sync', matchID, seat, credentials);
    // The seat's own view: with per-seat secrets only it shows the seat's options.
    const [, synced] = (await nextPacket(socket, 'sync', 20_000)) as [string, { state: State<GameState> }];
    const move = game.spec.legalMoves(synced.state.G, seat)[0];

    const payload = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: seat, credentials } };
    socket.emit('update', payload, 0, matchID, seat);
    const report = await logged((l) => l.msg === 'rule error: move refused' && l.matchID === matchID);
    expect(report).toMatchObject({ game: name, playerID: seat, move: move.move, during: 'apply' });
    expect(JSON.stringify(report.err)).toContain(`planted bug in ${name}`);
    expect((await server.store.fetch(matchID, { state: true })).state._stateID).toBe(0);

    // The same move again, now that the bug has fired: stored and shown to the room.
    const shown = new Promise<State>((resolve) => {
      watcher.on('update', (_id: string, state: State) => {
        if (state._stateID === 1) resolve(state);
      });
    });
    socket.emit('update', payload, 0, matchID, seat);
    expect((await shown)._stateID).toBe(1);
    expect((await server.store.fetch(matchID, { state: true })).state._stateID).toBe(1);
    socket.close();
    watcher.close();
  });
});
