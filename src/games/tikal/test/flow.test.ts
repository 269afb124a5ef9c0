import { describe, expect, it } from 'vitest';
import { BASE_CAMP, spaceAt } from '../data/board';
import { tileById } from '../data/tiles';
import { legalMoves } from '../moves';
import type { TikalState } from '../state';
import { matchWith, must, put, type TikalMatch } from './helpers';

const NORTH_TEMPLE = spaceAt(0, 3);
const SOUTH_TEMPLE = spaceAt(1, 4);
const S16 = spaceAt(0, 2);
const S17 = spaceAt(1, 2);
const S26 = spaceAt(2, 3);

/** Puts `next` on top of the stack, the rest after it. */
function stackNext(G: TikalState, ...next: string[]): void {
  if (!G.secret) throw new Error('no secret');
  const rest = G.secret.stack.filter((id) => !next.includes(id) && id !== G.turn.tile);
  G.secret.stack = [...rest, ...[...next].reverse()];
}

function scores(s: TikalMatch): number[] {
  return s.G.playOrder.map((p) => s.G.players[p].score);
}

describe('a normal turn', () => {
  it('draw, place, 10 AP, end: the next player draws the top tile', () => {
    let s = matchWith(2, (G) => {
      G.turn.tile = 'C2';
      stackNext(G, 'A1');
    });
    expect(s.ctx.currentPlayer).toBe('0');
    expect(legalMoves(s.G, '0').every((m) => m.move === 'placeTile')).toBe(true);
    s = must(s, '0', 'placeTile', S16, 0);
    expect(s.G.turn).toMatchObject({ step: 'actions', ap: 10 });
    s = must(s, '0', 'bringIn', 'explorer', BASE_CAMP);
    s = must(s, '0', 'endTurn');
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.turn).toMatchObject({ player: '1', step: 'place', tile: 'A1', kind: 'normal' });
    expect(s.G.log.some((e) => e.key === 'endTurn' && e.params.apLost === 9)).toBe(true);
  });
});

describe('exchange through the reducer', () => {
  it('applies at once: the opponent is never asked and never becomes active', () => {
    let s = matchWith(2, (G) => {
      G.turn.tile = 'C2';
      G.players['0'].treasures[1] = 1;
      G.players['1'].treasures[2] = 1;
    });
    s = must(s, '0', 'placeTile', S16, 0);
    s = must(s, '0', 'exchangeTreasure', 1, '1', 2);
    expect(s.ctx.activePlayers).toBeNull();
    expect(s.ctx.currentPlayer).toBe('0');
    expect(s.G.players['1'].treasures.slice(0, 3)).toEqual([0, 1, 0]);
    expect(s.G.turn.ap).toBe(7);
  });
});

describe('volcano scoring round (reference §6, BGA order)', () => {
  function volcanoGame(): TikalMatch {
    return matchWith(3, (G) => {
      G.turn.tile = 'C2';
      stackNext(G, 'B1', 'B2');
      G.spaces[NORTH_TEMPLE].templeValue = 3;
      put(G, '1', 'explorer', NORTH_TEMPLE);
      put(G, '0', 'explorer', SOUTH_TEMPLE);
      G.players['0'].treasures[0] = 1;
    });
  }

  it('drawer first, then clockwise, each scoring right after his own bonus turn; then the drawer places the volcano and plays', () => {
    let s = volcanoGame();
    s = must(s, '0', 'placeTile', S16, 0);
    s = must(s, '0', 'endTurn');
    // Player 1 draws the volcano: it waits beside the board, his turn becomes a bonus turn.
    expect(s.ctx.phase).toBe('volcano');
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.turn).toMatchObject({ kind: 'bonus', step: 'actions', ap: 10, tile: null });
    expect(s.G.volcano).toMatchObject({ drawer: '1', tile: 'B1' });
    expect(s.G.spaces.some((x) => x.tile === 'B1')).toBe(false);

    s = must(s, '1', 'endTurn');
    expect(scores(s)).toEqual([0, 3, 0]); // player 1 alone on the 3-temple
    expect(s.ctx.currentPlayer).toBe('2');

    // Player 2 had nothing on the board and still plays: he takes the temple over.
    s = must(s, '2', 'bringIn', 'explorer', BASE_CAMP);
    s = must(s, '2', 'bringIn', 'explorer', BASE_CAMP);
    const [a, b] = [1, 2];
    s = must(s, '2', 'movePiece', a, NORTH_TEMPLE);
    s = must(s, '2', 'movePiece', b, NORTH_TEMPLE);
    expect(s.G.turn.ap).toBe(4);
    s = must(s, '2', 'endTurn');
    expect(scores(s)).toEqual([0, 3, 3]); // the same temple scored twice in one round

    expect(s.ctx.currentPlayer).toBe('0');
    s = must(s, '0', 'endTurn');
    expect(scores(s)).toEqual([1 + 1, 3, 3]); // south temple 1 + a lone treasure 1

    expect(s.G.log.filter((e) => e.key === 'score').map((e) => e.params.player)).toEqual(['1', '2', '0']);
    // Back to the drawer: he places the volcano (touching is enough), then his normal turn.
    expect(s.ctx.phase).toBe('play');
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.turn).toMatchObject({ kind: 'normal', step: 'place', tile: 'B1' });
    s = must(s, '1', 'placeTile', S17, 0);
    expect(s.G.turn).toMatchObject({ step: 'actions', ap: 10 });
    expect(s.G.tilesPlaced).toBe(2);
    s = must(s, '1', 'endTurn');
    expect(s.ctx.currentPlayer).toBe('2');
    expect(s.G.turn).toMatchObject({ step: 'place', tile: 'B2' });
  });
});

describe('game end (reference §8)', () => {
  function lastTile(players: number, setupData?: unknown): TikalMatch {
    return matchWith(
      players,
      (G) => {
        G.turn.tile = 'G4';
        if (G.secret) G.secret.stack = [];
        G.tilesPlaced = 35;
        G.spaces[SOUTH_TEMPLE].templeValue = 5;
        put(G, '1', 'explorer', SOUTH_TEMPLE);
      },
      setupData,
    );
  }

  it('the last placer finishes his turn, then everyone from his left scores after a bonus turn, he last', () => {
    let s = lastTile(3);
    s = must(s, '0', 'placeTile', S16, 0);
    s = must(s, '0', 'endTurn');
    expect(s.ctx.phase).toBe('final');
    expect(s.G.finalQueue).toEqual(['1', '2', '0']);
    expect(s.ctx.currentPlayer).toBe('1');
    s = must(s, '1', 'endTurn');
    expect(scores(s)).toEqual([0, 5, 0]);
    s = must(s, '2', 'endTurn');
    expect(s.ctx.gameover).toBeUndefined();
    expect(s.ctx.currentPlayer).toBe('0');
    s = must(s, '0', 'bringIn', 'leader', BASE_CAMP);
    s = must(s, '0', 'movePiece', 0, SOUTH_TEMPLE);
    s = must(s, '0', 'endTurn');
    expect(scores(s)).toEqual([5, 5, 0]);
    // Tied on 5: neither guards a temple, neither holds treasure: shared.
    expect(s.ctx.gameover).toEqual({
      winners: ['0', '1'],
      draw: true,
      scores: { 0: 5, 1: 5, 2: 0 },
      breakdown: {
        0: { start: 0, temples: 5, treasures: 0, bids: 0 },
        1: { start: 0, temples: 5, treasures: 0, bids: 0 },
        2: { start: 0, temples: 0, treasures: 0, bids: 0 },
      },
    });
    expect(legalMoves(s.G, '0')).toEqual([]);
  });

  it('the last tile is never a volcano: stack G has none', () => {
    expect(['G1', 'G2', 'G3', 'G4'].map((id) => tileById(id).kind)).not.toContain('volcano');
  });

  it('a game over refuses every further move', () => {
    let s = lastTile(2);
    s = must(s, '0', 'placeTile', S26, 0);
    s = must(s, '0', 'endTurn');
    s = must(s, '1', 'endTurn');
    s = must(s, '0', 'endTurn');
    expect(s.ctx.gameover).toMatchObject({ winner: '1' });
    const before = s._stateID;
    expect(() => must(s, '0', 'endTurn')).toThrow(/refused/);
    expect(s._stateID).toBe(before);
  });
});
