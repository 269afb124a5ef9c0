import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { game as tikal } from '../game';
import { legalMoves } from '../moves';
import type { TikalState } from '../state';

// Two seats on boardgame.io's in-process master: moves travel as they do online, each
// seat receives only its playerView, and server-only moves still work.

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function seats(game: Game<TikalState>) {
  const multiplayer = Local();
  const clients = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, multiplayer, playerID, debug: false }));
  for (const c of clients) c.start();
  return clients;
}

function G(client: ReturnType<typeof seats>[number]): TikalState {
  const state = client.getState();
  if (!state) throw new Error('no state yet');
  return state.G as TikalState;
}

describe('through the Local master', () => {
  it('places, ends the turn and never shows a seat the secret', async () => {
    const [c0, c1] = seats({ ...tikal });
    await tick();
    expect(G(c0).secret).toBeNull();
    expect(G(c1).secret).toBeNull();
    const place = legalMoves(G(c0), '0')[0];
    expect(place.move).toBe('placeTile');
    c0.moves.placeTile(...place.args);
    await tick();
    expect(G(c1).tilesPlaced).toBe(1);
    expect(G(c1).turn).toMatchObject({ player: '0', step: 'actions', ap: 10 });
    c0.moves.endTurn();
    await tick();
    expect(c1.getState()?.ctx.currentPlayer).toBe('1');
    expect(G(c1).turn).toMatchObject({ player: '1', step: 'place' });
    expect(G(c1).turn.tile).not.toBeNull();
    expect(G(c0).secret).toBeNull();
    for (const c of [c0, c1]) c.stop();
  });

  it('lets the player out of turn bid in the bidding stage', async () => {
    const auction: Game<TikalState> = {
      ...tikal,
      setup: (context) => {
        const setup = tikal.setup;
        if (!setup) throw new Error('no setup');
        return setup(context, { auction: true });
      },
    };
    const [c0, c1] = seats(auction);
    await tick();
    expect(c0.getState()?.ctx.activePlayers).toEqual({ 0: 'bidding' });
    c0.moves.bid(2);
    await tick();
    expect(c1.getState()?.ctx.activePlayers).toEqual({ 1: 'bidding' });
    expect(c1.getState()?.ctx.currentPlayer).toBe('0');
    c1.moves.bid(3);
    await tick();
    c0.moves.passBid();
    await tick();
    const state = c0.getState();
    expect(state?.ctx.currentPlayer).toBe('1');
    expect(G(c0).players['1'].score).toBe(17);
    expect(G(c0).turn.step).toBe('choose');
    for (const c of [c0, c1]) c.stop();
  });
});
