import type { LogEntry, PlayerID, Rng } from '../../engine/contract';
import { BIOMES, cardsInPlay, sortCards, type Biome } from './data/biomes';
import type { IwariState } from './state';

// Iwari's secrets are per seat (secrecy `perSeat`): each hand is seen by its owner
// only (everybody sees its size), the deck order by nobody (its size is public).
// A card drawn from the deck is named in the log for its drawer only (the others'
// views hold `drawDeckHidden` instead); a card taken from the display, played or
// discarded is public.

/** A deck draw as the others see it: `drawDeckHidden`, without the card. */
function redact(entry: LogEntry, viewer: PlayerID | null): LogEntry {
  if (entry.key !== 'drawDeck' || entry.params.player === viewer) return entry;
  return { key: 'drawDeckHidden', params: { player: entry.params.player } };
}

/** What a seat (null: a spectator) receives. */
export function iwariView(G: IwariState, viewer: PlayerID | null): IwariState {
  return {
    ...G,
    hands: Object.fromEntries(G.playOrder.map((p) => [p, p === viewer ? [...G.hands[p]] : []])),
    log: G.log.map((e) => redact(e, viewer)),
    secret: null,
  };
}

/** The cards the viewer cannot see: every card in play but those on display, discarded, or in its own hand. */
export function unseenCards(view: IwariState, viewer: PlayerID | null): Biome[] {
  const count = cardsInPlay(view.playOrder.length);
  for (const b of view.display) count[b]--;
  for (const b of BIOMES) count[b] -= view.discard[b];
  if (viewer !== null) for (const b of view.hands[viewer] ?? []) count[b]--;
  const out: Biome[] = [];
  for (const b of BIOMES) {
    if (count[b] < 0) throw new Error(`more ${b} cards seen than in play`);
    for (let i = 0; i < count[b]; i++) out.push(b);
  }
  return out;
}

/**
 * A full state the view cannot be told from: the unseen cards shuffled and dealt
 * to the other hands (as many as each holds) and into the deck. Throws when the
 * view's counts do not add up. Shares the view's public parts: copy before changing.
 */
export function iwariDeterminize(view: IwariState, viewer: PlayerID | null, rng: Rng): IwariState {
  const unseen = rng.shuffle(unseenCards(view, viewer));
  const hands: Record<PlayerID, Biome[]> = {};
  for (const p of view.playOrder) {
    hands[p] =
      p === viewer
        ? [...view.hands[p]]
        : sortCards(unseen.splice(unseen.length - view.handSizes[p], view.handSizes[p]));
  }
  if (unseen.length !== view.deckSize)
    throw new Error(`${unseen.length} cards unseen off the hands but ${view.deckSize} in the deck`);
  return { ...view, hands, secret: { deck: unseen } };
}
