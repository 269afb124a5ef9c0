import type { Biome } from './data/biomes';
import type { Rng } from '../../engine/contract';
import { HAND_SIZE, MAX_CARDS } from './constants';
import { NEUTRAL, type IwariState, type PlayerID } from './state';
import { log } from './ui';
import { drawCard, drawSources, triggerEnd, type DrawSource } from './cards';
import { mapOf, territoryName } from './board';
import { checkExpeditions } from './expeditions';
import { earnFeats, featsEarnedBy } from './feats';
import { canPlace, putPieces, splitPieces, takeFromHand, toDiscard, type Placement } from './placement';
import { scoreFinal, winnersOf } from './scoring';

// A turn (reference §5): a regular move (then, the feats it earned, the third
// tribe's move in a two-player game, replenishing to 3) or discard-and-draw (then
// one draw). The end of the journey finishes the round: the game ends after the
// turn of the player seated just before the first player.

/** The player after `player` in seat order. */
export function nextPlayer(G: IwariState, player: PlayerID): PlayerID {
  return G.playOrder[(G.playOrder.indexOf(player) + 1) % G.playOrder.length];
}

/** The seat that plays the last turn of a round. */
export function lastSeat(G: IwariState): PlayerID {
  const i = G.playOrder.indexOf(G.firstPlayer);
  return G.playOrder[(i + G.playOrder.length - 1) % G.playOrder.length];
}

export function startTurn(G: IwariState, player: PlayerID): void {
  G.turn = { number: G.turn.number + 1, player, step: 'act', draws: 0, feats: [], neutralOwed: false };
}

function endGame(G: IwariState): void {
  scoreFinal(G);
  const winners = winnersOf(G);
  const best = Math.max(...G.playOrder.map((p) => G.scores[p]));
  const tieBreak = G.playOrder.filter((p) => G.scores[p] === best).length > winners.length;
  G.over = true;
  G.result = {
    winners,
    ...(winners.length === 1 ? { winner: winners[0] } : { draw: true as const }),
    scores: { ...G.scores },
    breakdown: Object.fromEntries(G.playOrder.map((p) => [p, { ...G.breakdown[p] }])),
  };
  log(G, 'gameOver', { winners, tieBreak });
}

/** Ends the player's turn: the next player's, or the end of the game once the round is finished. */
export function endTurn(G: IwariState, player: PlayerID): void {
  if (G.endTrigger && player === lastSeat(G)) {
    endGame(G);
    return;
  }
  startTurn(G, nextPlayer(G, player));
}

/** Starts replenishing: `draws` cards (fewer if the deck and display run dry), or ends the turn. */
function startDrawing(G: IwariState, player: PlayerID, draws: number): void {
  G.turn.step = 'draw';
  G.turn.draws = draws;
  if (draws <= 0 || drawSources(G).length === 0) endTurn(G, player);
}

/** After the regular move and its feats: the third tribe's move (two players) or replenishing. */
function afterFeats(G: IwariState, player: PlayerID): void {
  if (G.turn.neutralOwed) {
    G.turn.neutralOwed = false;
    const hand = G.hands[player];
    if (canPlace(G, NEUTRAL, hand)) {
      G.turn.step = 'neutral';
      return;
    }
    // No legal move for the third tribe with these cards: they are discarded [S].
    log(G, 'neutralSkipped', { player, cards: [...hand] });
    toDiscard(G, hand);
    takeFromHand(G, player, [...hand]);
  }
  startDrawing(G, player, HAND_SIZE - G.hands[player].length);
}

/** Moves on once every waiting feat is placed or declined (the player decides each, even with one place). */
export function continueTurn(G: IwariState, player: PlayerID): void {
  if (G.turn.feats.length > 0) {
    G.turn.step = 'feat';
    return;
  }
  afterFeats(G, player);
}

/** A regular move for the player's own tribe. */
export function placeOwn(G: IwariState, player: PlayerID, p: Placement): void {
  const handBefore = G.hands[player].length;
  takeFromHand(G, player, p.cards);
  toDiscard(G, p.cards);
  putPieces(G, player, p);
  const { tents, totems } = splitPieces(p.pieces);
  log(G, 'place', {
    player,
    territory: p.territory,
    ...territoryName(mapOf(G), p.territory),
    pieces: p.pieces,
    tents,
    tentCount: tents.length,
    totems,
    cards: p.cards,
  });
  // After every placement (§5.4): feats, expeditions, then the player's last tent.
  if (G.options.feats) earnFeats(G, player, featsEarnedBy(G, player, { territory: p.territory, tents: tents.length }));
  if (G.options.expeditions) checkExpeditions(G, player);
  if (G.supply[player].tents === 0) triggerEnd(G, player, 'tents');
  // Two players: cards left after using 1 or 2 move the third tribe (§4.3).
  G.turn.neutralOwed = G.playOrder.length === 2 && p.cards.length < MAX_CARDS && handBefore > p.cards.length;
  continueTurn(G, player);
}

/** The third tribe's regular move, paid from the player's hand; every card left is discarded. */
export function placeNeutral(G: IwariState, player: PlayerID, p: Placement): void {
  takeFromHand(G, player, p.cards);
  toDiscard(G, p.cards);
  putPieces(G, NEUTRAL, p);
  const { tents, totems } = splitPieces(p.pieces);
  log(G, 'placeNeutral', {
    player,
    territory: p.territory,
    ...territoryName(mapOf(G), p.territory),
    pieces: p.pieces,
    tents,
    tentCount: tents.length,
    totems,
    cards: p.cards,
  });
  const left = [...G.hands[player]];
  if (left.length > 0) {
    toDiscard(G, left);
    takeFromHand(G, player, left);
    log(G, 'neutralDiscard', { player, cards: left });
  }
  startDrawing(G, player, HAND_SIZE);
}

/** Discard and draw (§5.3): one card out, one card in. */
export function discardAndDraw(G: IwariState, player: PlayerID, card: Biome): void {
  takeFromHand(G, player, [card]);
  toDiscard(G, [card]);
  log(G, 'discard', { player, card });
  startDrawing(G, player, 1);
}

export function draw(G: IwariState, player: PlayerID, source: DrawSource, rng: Rng): void {
  drawCard(G, player, source, rng);
  G.turn.draws--;
  if (G.turn.draws <= 0 || drawSources(G).length === 0) endTurn(G, player);
}

/** Only with no card in hand and none to draw: the turn passes. */
export function pass(G: IwariState, player: PlayerID): void {
  log(G, 'pass', { player });
  endTurn(G, player);
}
