import { describe, expect, it } from 'vitest';
import { spaceAt } from '../data/board';
import { legalMoves } from '../moves';
import { legalBids } from '../auction';
import { finalOrder } from '../afterTurn';
import type { TikalState } from '../state';
import { matchWith, must, newState, play, type TikalMatch } from './helpers';

const S16 = spaceAt(0, 2);
const S17 = spaceAt(1, 2);
const S26 = spaceAt(2, 3);

/** Replaces the revealed tiles of round one and puts `next` on top of the stack. */
function round(G: TikalState, display: string[], ...next: string[]): void {
  if (!G.secret || !G.auction) throw new Error('not an auction game');
  const shown = [...G.auction.display, ...G.secret.stack].filter((id) => !display.includes(id) && !next.includes(id));
  G.secret.stack = [...shown, ...[...next].reverse()];
  G.auction.display = [...display];
}

function scores(s: TikalMatch): number[] {
  return s.G.playOrder.map((p) => s.G.players[p].score);
}

describe('advanced game: tile auction (reference §10, §15.10)', () => {
  it('starts every score at 20 and reveals one tile per player; the start player opens the bidding', () => {
    const s = matchWith(3, () => undefined, { auction: true });
    expect(scores(s)).toEqual([20, 20, 20]);
    expect(s.G.auction?.display).toHaveLength(3);
    expect(s.G.stackCounts.A).toBe(3);
    expect(s.G.turn.step).toBe('bid');
    expect(s.ctx.activePlayers).toEqual({ 0: 'bidding' });
  });

  it('bids rise in a stage for the bidder only; the winner pays, chooses any tile and plays', () => {
    let s = matchWith(3, (G) => round(G, ['A1', 'A2', 'A3'], 'C2', 'C3', 'C4'), { auction: true });
    s = must(s, '0', 'bid', 2);
    expect(s.ctx.currentPlayer).toBe('0');
    expect(s.ctx.activePlayers).toEqual({ 1: 'bidding' });
    expect(play(s, '0', 'bid', 5)._stateID).toBe(s._stateID); // not his decision
    expect(play(s, '1', 'bid', 2)._stateID).toBe(s._stateID); // not higher
    expect(play(s, '1', 'bid', 21)._stateID).toBe(s._stateID); // above his score
    expect(play(s, '1', 'endTurn')._stateID).toBe(s._stateID); // only bidding moves in the stage
    s = must(s, '1', 'bid', 3);
    s = must(s, '2', 'passBid');
    expect(s.ctx.activePlayers).toEqual({ 0: 'bidding' });
    s = must(s, '0', 'passBid');
    // Player 1 is the last bidder standing.
    expect(scores(s)).toEqual([20, 17, 20]);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.ctx.activePlayers).toBeNull();
    expect(
      legalMoves(s.G, '1')
        .map((m) => m.args[0])
        .sort(),
    ).toEqual(['A1', 'A2', 'A3']);
    s = must(s, '1', 'chooseTile', 'A2');
    s = must(s, '1', 'placeTile', S16, 0);
    s = must(s, '1', 'endTurn');

    // The next auction opens with the clockwise neighbour who has not played.
    expect(s.G.turn).toMatchObject({ player: '2', step: 'bid' });
    expect(s.ctx.activePlayers).toEqual({ 2: 'bidding' });
    s = must(s, '2', 'passBid');
    s = must(s, '0', 'passBid');
    // Nobody bid: the first to pass plays for free.
    expect(s.G.turn).toMatchObject({ player: '2', step: 'choose' });
    expect(scores(s)).toEqual([20, 17, 20]);
    s = must(s, '2', 'chooseTile', 'A3');
    s = must(s, '2', 'placeTile', S17, 0);
    s = must(s, '2', 'endTurn');

    // The last player of the round takes the last tile for free.
    expect(s.G.turn).toMatchObject({ player: '0', step: 'place', tile: 'A1' });
    expect(s.G.log.some((e) => e.key === 'lastTileFree' && e.params.player === '0')).toBe(true);
    s = must(s, '0', 'placeTile', S26, 0);
    s = must(s, '0', 'endTurn');

    // A new round: three more tiles; the left neighbour of the round's last player opens.
    expect(s.G.auction?.display).toEqual(['C2', 'C3', 'C4']);
    expect(s.G.turn).toMatchObject({ player: '1', step: 'bid' });
    expect(s.ctx.activePlayers).toEqual({ 1: 'bidding' });
  });

  it("a bid may not exceed the bidder's score; with 0 points he can only pass", () => {
    const G = newState(2, { auction: true });
    G.players['0'].score = 2;
    expect(legalBids(G, '0')).toEqual([1, 2]);
    G.players['0'].score = 0;
    expect(legalBids(G, '0')).toEqual([]);
    expect(legalMoves(G, '0')).toEqual([{ move: 'passBid', args: [] }]);
  });

  it('choosing a volcano starts a scoring round with the chooser; he then places it and plays', () => {
    let s = matchWith(2, (G) => round(G, ['B1', 'A2']), { auction: true });
    s = must(s, '0', 'bid', 1);
    s = must(s, '1', 'passBid');
    s = must(s, '0', 'chooseTile', 'B1');
    expect(s.ctx.phase).toBe('volcano');
    expect(s.G.turn).toMatchObject({ player: '0', kind: 'bonus' });
    s = must(s, '0', 'endTurn');
    s = must(s, '1', 'endTurn');
    expect(s.ctx.phase).toBe('play');
    expect(s.G.turn).toMatchObject({ player: '0', step: 'place', tile: 'B1' });
    s = must(s, '0', 'placeTile', S16, 0);
    s = must(s, '0', 'endTurn');
    expect(s.G.turn).toMatchObject({ player: '1', step: 'place', tile: 'A2' });
  });

  it('final turns go from the lowest score up, ties nearest clockwise after the last placer first (option: clockwise)', () => {
    const G = newState(4, { auction: true });
    G.lastPlacer = '1';
    [3, 10, 8, 3].forEach((score, i) => {
      G.players[String(i)].score = score;
    });
    expect(finalOrder(G)).toEqual(['3', '0', '2', '1']);
    G.options.auctionFinalOrder = 'clockwise';
    expect(finalOrder(G)).toEqual(['2', '3', '0', '1']);
    G.options.auction = false;
    G.options.auctionFinalOrder = 'lowestFirst';
    expect(finalOrder(G)).toEqual(['2', '3', '0', '1']);
  });

  it('the last placer with the lowest score plays his final turn right after his normal turn', () => {
    let s = matchWith(
      2,
      (G) => {
        round(G, ['G4', 'G3']);
        if (G.secret) G.secret.stack = [];
        G.tilesPlaced = 34;
        G.players['0'].score = 30;
      },
      { auction: true },
    );
    s = must(s, '0', 'passBid');
    s = must(s, '1', 'passBid');
    s = must(s, '0', 'chooseTile', 'G4');
    s = must(s, '0', 'placeTile', S16, 0);
    s = must(s, '0', 'endTurn');
    s = must(s, '1', 'placeTile', S17, 0); // last tile, taken free
    s = must(s, '1', 'endTurn');
    expect(s.G.lastPlacer).toBe('1');
    expect(s.ctx.phase).toBe('final');
    expect(s.G.finalQueue).toEqual(['1', '0']);
    expect(s.ctx.currentPlayer).toBe('1');
    s = must(s, '1', 'endTurn');
    s = must(s, '0', 'endTurn');
    expect(s.ctx.gameover).toMatchObject({ winner: '0' });
  });
});
