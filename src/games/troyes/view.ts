import type { LogEntry, PlayerID, Rng } from '../../engine/contract';
import {
  ACTIVITY_CARDS,
  CARD_SPACES,
  spaceColour,
  spaceLevel,
  type ActivityId,
  type CardSpaceId,
} from './data/activities';
import { CHARACTERS, type CharacterId } from './data/characters';
import { deckCards, type EventId } from './data/events';
import type { PlayerState, TroyesSecret, TroyesState } from './state';
import { HIDDEN_VALUE, PRIVATE_PARAMS } from './ui';

// Troyes's secrets are per seat (secrecy `perSeat`): each player's VP total and
// characters are seen by their owner only until the end (other seats see 0 VP and
// no characters, as on Board Game Arena); the face-down activity cards, the event
// decks and the characters nobody was dealt are seen by nobody (`secret` is null in
// every view). The log shows VP amounts only to the entry's own player ('?' to others).

function hides(G: TroyesState, owner: PlayerID, viewer: PlayerID | null): boolean {
  return G.phase !== 'over' && owner !== viewer;
}

function redact(entry: LogEntry, viewer: PlayerID | null): LogEntry {
  const owner = entry.params.player;
  if (owner === viewer) return entry;
  let params: LogEntry['params'] | null = null;
  for (const name of PRIVATE_PARAMS) {
    if (name in entry.params && entry.params[name] !== HIDDEN_VALUE) {
      params ??= { ...entry.params };
      params[name] = HIDDEN_VALUE;
    }
  }
  return params ? { key: entry.key, params } : entry;
}

/** What a seat (null: a spectator) receives. */
export function troyesView(G: TroyesState, viewer: PlayerID | null): TroyesState {
  if (G.phase === 'over') return { ...G, secret: null };
  const players: Record<PlayerID, PlayerState> = {};
  for (const p of G.playOrder) {
    players[p] = hides(G, p, viewer) ? { ...G.players[p], vp: 0, vpVisible: false, characters: [] } : G.players[p];
  }
  return { ...G, players, log: G.log.map((e) => redact(e, viewer)), secret: null };
}

/** Events seen so far: in the row or taken by a player. */
function seenEvents(view: TroyesState): Set<EventId> {
  const seen = new Set<EventId>(view.events.map((e) => e.id));
  for (const p of view.playOrder) for (const id of view.players[p].won) seen.add(id);
  return seen;
}

/**
 * A full state the view cannot be told from, the unseen things at random: other
 * players' characters dealt from those the seat has not seen, the face-down
 * activity cards drawn among their colour and level, the event decks from the
 * cards not yet drawn (the red deck as many as its count says), other players' VP
 * guessed equal to the seat's own. Throws when the view's counts do not add up.
 */
export function troyesDeterminize(view: TroyesState, viewer: PlayerID | null, rng: Rng): TroyesState {
  const known = new Set<CharacterId>();
  for (const p of view.playOrder)
    if (view.players[p].vpVisible) for (const c of view.players[p].characters) known.add(c);
  const unseen = rng.shuffle(CHARACTERS.map((c) => c.id).filter((id) => !known.has(id)));
  const guess = viewer !== null ? view.players[viewer].vp : 0;
  const players: Record<PlayerID, PlayerState> = {};
  for (const p of view.playOrder) {
    const pl = view.players[p];
    if (pl.vpVisible) {
      players[p] = pl;
      continue;
    }
    if (unseen.length < pl.characterCount) throw new Error('too few characters unseen');
    players[p] = { ...pl, vp: guess, vpVisible: true, characters: unseen.splice(0, pl.characterCount) };
  }

  const faceDown: Partial<Record<CardSpaceId, ActivityId>> = {};
  for (const space of CARD_SPACES) {
    if (view.cards[space].card !== null) continue;
    const options = ACTIVITY_CARDS.filter((c) => c.colour === spaceColour(space) && c.level === spaceLevel(space));
    faceDown[space] = options[Math.floor(rng.number() * options.length)].id;
  }

  const seen = seenEvents(view);
  const deck = (colour: 'red' | 'white' | 'yellow'): EventId[] => {
    const cards = rng.shuffle(
      deckCards(colour)
        .map((e) => e.id)
        .filter((id) => !seen.has(id)),
    );
    const count = view.decks[colour];
    if (cards.length < count || (colour !== 'red' && cards.length !== count)) {
      throw new Error(`${colour} deck: ${cards.length} cards unseen but ${count} left`);
    }
    return cards.slice(0, count);
  };
  const secret: TroyesSecret = {
    faceDown,
    red: deck('red'),
    white: deck('white'),
    yellow: deck('yellow'),
    unusedCharacters: unseen,
  };
  return { ...view, players, secret };
}
