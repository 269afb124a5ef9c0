import { BIOMES, type Biome } from './data/biomes';
import type { Rng } from '../../engine/contract';
import type { IwariState, PlayerID } from './state';
import { log } from './ui';
import { scoreHalfJourney } from './scoring';

// The cards (reference §5.2, §5.3, §6.1, §6.3): drawing from the deck or the
// display, refilling the display, and what happens when the deck runs out: the
// first time the half journey is scored and the discard pile becomes the new deck;
// the second time the end of the journey is triggered and nothing is reshuffled.

export type DrawSource = 'deck' | Biome;

function deckOf(G: IwariState): Biome[] {
  if (!G.secret) throw new Error('the deck is not in this state');
  return G.secret.deck;
}

/** Triggers the end of the journey (once): the round is then finished. */
export function triggerEnd(G: IwariState, player: PlayerID, reason: 'deck' | 'tents'): void {
  if (G.endTrigger) return;
  G.endTrigger = { reason, player };
  log(G, 'endTriggered', { player, reason });
}

/** Called the instant the last card leaves the deck. */
function deckRanOut(G: IwariState, rng: Rng): void {
  G.exhaustions++;
  log(G, 'deckExhausted', { times: G.exhaustions });
  if (G.exhaustions === 1) {
    // Once the end is triggered (a player's last tent), no half journey is scored [S];
    // the discard pile is still reshuffled so the round can be finished.
    if (!G.endTrigger) scoreHalfJourney(G);
    const cards: Biome[] = [];
    for (const b of BIOMES) for (let i = 0; i < G.discard[b]; i++) cards.push(b);
    for (const b of BIOMES) G.discard[b] = 0;
    const deck = rng.shuffle(cards);
    deckOf(G).push(...deck);
    G.deckSize = deck.length;
    log(G, 'reshuffle', { cards: deck.length });
    // An empty discard pile gives an empty deck: it has run out again at once.
    if (deck.length === 0) deckRanOut(G, rng);
    return;
  }
  triggerEnd(G, G.turn.player, 'deck');
}

/** Takes the top card of the deck (the deck must not be empty). */
function takeTop(G: IwariState): Biome {
  const card = deckOf(G).pop();
  if (card === undefined) throw new Error('the deck is empty');
  G.deckSize--;
  return card;
}

function addToHand(G: IwariState, player: PlayerID, card: Biome): void {
  const hand = G.hands[player];
  // Canonical order: insert after the last card of the same or an earlier biome.
  const order = BIOMES.indexOf(card);
  let i = hand.length;
  while (i > 0 && BIOMES.indexOf(hand[i - 1]) > order) i--;
  hand.splice(i, 0, card);
  G.handSizes[player] = hand.length;
}

/** Draws one card for `player` from the deck or the display (refilled from the deck). */
export function drawCard(G: IwariState, player: PlayerID, source: DrawSource, rng: Rng): void {
  if (source === 'deck') {
    const card = takeTop(G);
    addToHand(G, player, card);
    log(G, 'drawDeck', { player, card });
    if (G.deckSize === 0) deckRanOut(G, rng);
    return;
  }
  const slot = G.display.indexOf(source);
  if (slot < 0) throw new Error(`no ${source} on display`);
  addToHand(G, player, source);
  log(G, 'drawDisplay', { player, card: source });
  if (G.deckSize > 0) {
    const card = takeTop(G);
    G.display[slot] = card;
    log(G, 'refill', { card });
    if (G.deckSize === 0) deckRanOut(G, rng);
  } else {
    G.display.splice(slot, 1);
  }
}

/** The sources a draw may come from now: the deck if it has cards, each biome on display once. */
export function drawSources(G: IwariState): DrawSource[] {
  const out: DrawSource[] = [];
  if (G.deckSize > 0) out.push('deck');
  for (const b of BIOMES) if (G.display.includes(b)) out.push(b);
  return out;
}
