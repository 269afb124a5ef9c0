import { defineMessages, logWriter, message, type Counter, type PlayerID, type Prompt } from '../../engine/contract';
import { DISPLAY_SIZE, HAND_SIZE, TENTS_PER_PLAYER } from './constants';
import { BIOMES, cardsInPlay } from './data/biomes';
import type { IwariState } from './state';

// What the table kit shows: the log and prompt catalogues (sentences in
// ./i18n/<language>.ts), the prompt for each seat and the numbers on each
// player's panel. Only public facts go into parameters, except `drawDeck`'s card:
// every seat but the drawer's sees `drawDeckHidden` instead.

export const iwariMessages = defineMessages({
  log: {
    setup: { players: 'number', map: 'text', mountains: 'list', first: 'player', feats: 'flag', expeditions: 'list' },
    /**
     * `territory` and `tents`: the territory's id and the tent spaces taken (for tools); the
     * sentence names the territory by `biome` and `number` and says `tentCount` and `totems`.
     */
    place: {
      player: 'player',
      territory: 'text',
      biome: 'text',
      number: 'number',
      pieces: 'list',
      tents: 'list',
      tentCount: 'number',
      totems: 'number',
      cards: 'list',
    },
    placeNeutral: {
      player: 'player',
      territory: 'text',
      biome: 'text',
      number: 'number',
      pieces: 'list',
      tents: 'list',
      tentCount: 'number',
      totems: 'number',
      cards: 'list',
    },
    neutralDiscard: { player: 'player', cards: 'list' },
    neutralSkipped: { player: 'player', cards: 'list' },
    discard: { player: 'player', card: 'text' },
    drawDeck: { player: 'player', card: 'text' },
    /** A deck draw in the views of everybody but the drawer. */
    drawDeckHidden: { player: 'player' },
    drawDisplay: { player: 'player', card: 'text' },
    refill: { card: 'text' },
    pass: { player: 'player' },
    deckExhausted: { times: 'number' },
    reshuffle: { cards: 'number' },
    endTriggered: { player: 'player', reason: 'text' },
    halfJourney: {},
    finalScoring: {},
    tentPoints: {
      player: 'player',
      territory: 'text',
      biome: 'text',
      number: 'number',
      tents: 'number',
      factor: 'number',
      points: 'number',
    },
    totemPoints: { player: 'player', connection: 'number', factor: 'number', points: 'number' },
    settlementPoints: { player: 'player', size: 'number', points: 'number' },
    roadPoints: { player: 'player', tents: 'number', points: 'number' },
    scoringTotal: { player: 'player', half: 'flag', points: 'number', total: 'number' },
    featEarned: { player: 'player', feat: 'text' },
    featOnTerritory: { player: 'player', feat: 'text', territory: 'text', biome: 'text', number: 'number' },
    featOnConnection: { player: 'player', feat: 'text', connection: 'number' },
    featDeclined: { player: 'player', feat: 'text' },
    expedition: { player: 'player', card: 'text', rank: 'number', points: 'number' },
    gameOver: { winners: 'players', tieBreak: 'flag' },
  },
  prompt: {
    act: {},
    discardOnly: {},
    pass: {},
    feat: { feat: 'text' },
    neutral: { cards: 'list' },
    draw: { left: 'number' },
    waiting: { player: 'player' },
    gameOver: {},
  },
  counters: ['score', 'tents', 'totems', 'cards'],
  scores: ['halfJourney', 'tents', 'totems', 'settlements', 'road', 'expeditions'],
});

/** Appends a log entry, its parameters checked against the catalogue. */
export const log = logWriter(iwariMessages.log);

const ask = iwariMessages.prompt;

/**
 * What the seat on screen (null: a spectator) must do now, or is waiting for. The
 * prompt for the acting seat depends only on what that seat sees.
 */
export function iwariPrompt(
  G: IwariState,
  viewer: PlayerID | null,
  canPlace?: (G: IwariState, p: PlayerID) => boolean,
): Prompt {
  if (G.over) return message(ask, 'gameOver', {});
  const t = G.turn;
  if (t.player !== viewer) return message(ask, 'waiting', { player: t.player });
  switch (t.step) {
    case 'feat':
      return message(ask, 'feat', { feat: t.feats[0]?.feat ?? null });
    case 'neutral':
      return message(ask, 'neutral', { cards: G.hands[viewer] ?? [] });
    case 'draw':
      return message(ask, 'draw', { left: t.draws });
    case 'act': {
      if ((G.hands[viewer]?.length ?? 0) === 0) return message(ask, 'pass', {});
      return message(ask, canPlace && !canPlace(G, viewer) ? 'discardOnly' : 'act', {});
    }
  }
}

/** A player's panel: score, pieces left, cards in hand. */
export function iwariCounters(G: IwariState, player: PlayerID): Counter[] {
  const supply = G.supply[player];
  if (!supply || !G.playOrder.includes(player)) return [];
  return [
    { key: 'score', value: G.scores[player] },
    { key: 'tents', value: supply.tents },
    { key: 'totems', value: supply.totems },
    { key: 'cards', value: G.handSizes[player] },
  ];
}

/** The draw deck's size when play begins: the cards in play less the hands dealt and the display. */
function firstDeck(G: IwariState): number {
  const inPlay = BIOMES.reduce((n, b) => n + cardsInPlay(G.playOrder.length)[b], 0);
  return inPlay - HAND_SIZE * G.playOrder.length - DISPLAY_SIZE;
}

/** The deck's size after the half-journey reshuffle, as its log entry tells every seat. */
function secondDeck(G: IwariState): number {
  for (let i = G.log.length - 1; i >= 0; i--) {
    const e = G.log[i];
    if (e.key === 'reshuffle' && typeof e.params.cards === 'number') return e.params.cards;
  }
  return firstDeck(G);
}

/**
 * Progress: the journey ends when the deck runs out a second time or
 * a player's last tent is placed, whichever comes first: the two passes through
 * the deck, each half of the game, or the most tents any player has placed.
 */
export function iwariProgress(G: IwariState): number {
  const passSize = G.exhaustions === 0 ? firstDeck(G) : secondDeck(G);
  const pass = passSize > 0 ? Math.min(1, Math.max(0, 1 - G.deckSize / passSize)) : 1;
  const byDeck = G.exhaustions >= 2 ? 1 : (G.exhaustions + pass) / 2;
  const byTents = Math.max(...G.playOrder.map((p) => (TENTS_PER_PLAYER - G.supply[p].tents) / TENTS_PER_PLAYER));
  return 100 * Math.max(byDeck, byTents);
}
