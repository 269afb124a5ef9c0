import { TOTAL_TERRAIN_TILES } from './data/tiles';
import type { PlayerID, TikalState } from './state';
import { afterAuctionTurn } from './auction';
import { startDrawTurn } from './draw';
import { log } from './ui';
import { clockwiseFrom, leftOf } from './players';
import { decideResult, scorePlayer } from './scoring';
import { startTurn } from './turn';

// What follows a turn: the next tile turn, the next bonus turn of a volcano round,
// the final round (reference §6, §8, §10) or the end of the game.

export function canEndTurn(G: TikalState, player: PlayerID): boolean {
  return G.phase !== 'over' && G.turn.player === player && G.turn.step === 'actions';
}

/** Ends the player's turn; unused AP are lost [§15.9]. */
export function endTurn(G: TikalState, player: PlayerID): void {
  log(G, 'endTurn', { player, apLost: G.turn.ap });
  const kind = G.turn.kind;
  if (kind === 'bonus') afterBonusTurn(G, player);
  else if (kind === 'final') afterFinalTurn(G, player);
  else afterTileTurn(G, player);
}

function afterBonusTurn(G: TikalState, player: PlayerID): void {
  scorePlayer(G, player);
  const round = G.volcano;
  if (!round) throw new Error('bonus turn outside a volcano round');
  round.queue.shift();
  if (round.queue.length > 0) {
    startTurn(G, round.queue[0], 'bonus', 'actions');
    return;
  }
  G.volcano = null;
  G.phase = 'play';
  startTurn(G, round.drawer, 'normal', 'place', round.tile);
}

function afterFinalTurn(G: TikalState, player: PlayerID): void {
  scorePlayer(G, player);
  G.finalQueue.shift();
  if (G.finalQueue.length > 0) {
    startTurn(G, G.finalQueue[0], 'final', 'actions');
    return;
  }
  G.result = decideResult(G);
  G.phase = 'over';
  log(G, 'gameOver', { winners: G.result.winners });
}

function afterTileTurn(G: TikalState, player: PlayerID): void {
  if (G.tilesPlaced >= TOTAL_TERRAIN_TILES) {
    startFinalRound(G);
  } else if (G.options.auction) {
    afterAuctionTurn(G, player);
  } else {
    startDrawTurn(G, leftOf(G, player));
  }
}

/**
 * Order of the final bonus turns: clockwise from the last placer's left neighbour
 * (he plays last). Advanced game [§15.10, option]: lowest score first, ties by
 * clockwise distance from the last placer, nearest first.
 */
export function finalOrder(G: TikalState): PlayerID[] {
  const last = G.lastPlacer ?? G.playOrder[0];
  const clockwise = clockwiseFrom(G, leftOf(G, last));
  if (!G.options.auction || G.options.auctionFinalOrder === 'clockwise') return clockwise;
  return [...clockwise].sort(
    (a, b) => G.players[a].score - G.players[b].score || clockwise.indexOf(a) - clockwise.indexOf(b),
  );
}

function startFinalRound(G: TikalState): void {
  G.finalQueue = finalOrder(G);
  G.phase = 'final';
  log(G, 'finalRound', { order: G.finalQueue });
  startTurn(G, G.finalQueue[0], 'final', 'actions');
}
