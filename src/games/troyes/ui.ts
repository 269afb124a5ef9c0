import { defineMessages, logWriter, message, type Counter, type PlayerID, type Prompt } from '../../engine/contract';
import type { TroyesState } from './state';

// What the table kit shows: the log and prompt catalogues (sentences in
// ./i18n/<language>.ts), the prompt for each seat and the numbers on each
// player's panel. A parameter named `vp` (VP gained or lost, as text) is private
// to the entry's `player`: the view shows '?' to every other seat until the end
// (see view.ts). Nothing else
// secret is ever logged: card and event ids only once face up, characters only at
// the end.

export const troyesMessages = defineMessages({
  log: {
    setup: { players: 'number', rounds: 'number', start: 'player' },
    /** `space` counts from 1 for display (the move's argument counts from 0). */
    draftPlace: { player: 'player', building: 'text', space: 'number' },
    neutralsPlaced: { count: 'number' },
    roundStart: { round: 'number', start: 'player' },
    reveal: { card: 'text' },
    income: { player: 'player', income: 'number', salary: 'number', paid: 'number' },
    penalty: { player: 'player', vp: 'text', reason: 'text', event: 'text' },
    roll: { player: 'player', dice: 'list' },
    rollNeutral: { dice: 'list' },
    eventDrawn: { event: 'text' },
    eventPay: { player: 'player', event: 'text', deniers: 'number', influence: 'number' },
    eventDie: { player: 'player', event: 'text', die: 'text' },
    eventNeutral: { event: 'text', building: 'text' },
    blackDice: { dice: 'list' },
    takeBlack: { player: 'player', black: 'list' },
    beatBlack: { player: 'player', black: 'list', dice: 'list', influence: 'number' },
    concede: { player: 'player', black: 'number' },
    reroll: { player: 'player', colour: 'text', from: 'number', to: 'number' },
    flip: { player: 'player', before: 'list', after: 'list' },
    recruit: { player: 'player', citizens: 'number' },
    buy: { player: 'player', seller: 'player', dice: 'list', price: 'number' },
    buyNeutral: { player: 'player', dice: 'list', price: 'number' },
    cube: { player: 'player', card: 'text' },
    activate: { player: 'player', card: 'text', dice: 'list', activations: 'number' },
    tradesman: { player: 'player', card: 'text', slot: 'number', cost: 'number' },
    tradesmanMoved: { player: 'player', card: 'text', slot: 'number', cost: 'number', from: 'text' },
    gain: {
      player: 'player',
      card: 'text',
      activations: 'number',
      deniers: 'number',
      influence: 'number',
      vp: 'text',
      citizens: 'number',
      paid: 'number',
    },
    cubesStored: { player: 'player', card: 'text', cubes: 'number' },
    archerRoll: { player: 'player', rolls: 'list', hits: 'number' },
    archerCube: { player: 'player', event: 'text' },
    archerSkip: { player: 'player' },
    knightCube: { player: 'player', event: 'text' },
    knightSkip: { player: 'player' },
    cathedral: { player: 'player', dice: 'list', columns: 'list', vp: 'text', influence: 'number' },
    fightEvent: {
      player: 'player',
      event: 'text',
      dice: 'list',
      cubes: 'number',
      placed: 'number',
      influence: 'number',
    },
    countered: { event: 'text', taker: 'player' },
    pillageCountered: {},
    reward: { player: 'player', event: 'text', vp: 'text' },
    placeCitizen: { player: 'player', building: 'text', die: 'number' },
    expelled: { player: 'player', building: 'text' },
    expelledNeutral: { building: 'text' },
    agriculture: { player: 'player', dice: 'list', deniers: 'number' },
    pass: { player: 'player', money: 'number' },
    passMoney: { player: 'player', deniers: 'number' },
    roundEnd: { round: 'number' },
    characters: { player: 'player', characters: 'list' },
    finalScore: {
      player: 'player',
      play: 'number',
      tradesmen: 'number',
      events: 'number',
      cathedral: 'number',
      characters: 'number',
      total: 'number',
    },
    gameOver: { winners: 'players' },
  },
  prompt: {
    draft: { left: 'number' },
    waitDraft: { player: 'player' },
    chooseBlack: { highest: 'number', strength: 'number' },
    payBlack: { need: 'number' },
    concede: { highest: 'number' },
    waitFight: { player: 'player' },
    action: { deniers: 'number' },
    actionNoPass: { deniers: 'number' },
    tradesman: { card: 'text' },
    count: { card: 'text', max: 'number' },
    split: { card: 'text', max: 'number' },
    archer: { hits: 'number' },
    knight: { hits: 'number' },
    waiting: { player: 'player' },
    gameOver: {},
  },
  counters: ['vp', 'deniers', 'influence', 'supply', 'passMoney'],
  scores: ['play', 'tradesmen', 'events', 'cathedral', 'characters'],
});

/** Appends a log entry, its parameters checked against the catalogue. */
export const log = logWriter(troyesMessages.log);

/** Log parameters private to the entry's player, and what other seats see instead. */
export const PRIVATE_PARAMS: readonly string[] = ['vp'];
export const HIDDEN_VALUE = '?';

const ask = troyesMessages.prompt;

/** What the seat on screen (null: a spectator) must do now, or is waiting for. */
export function troyesPrompt(G: TroyesState, viewer: PlayerID | null): Prompt {
  if (G.phase === 'over') return message(ask, 'gameOver', {});
  if (G.phase === 'placement') {
    const p = G.turn.player;
    if (p !== viewer) return message(ask, 'waitDraft', { player: p });
    const left = G.draft ? G.draft.order.slice(G.draft.index).filter((x) => x === p).length : 0;
    return message(ask, 'draft', { left });
  }
  if (G.phase === 'events' && G.fight) {
    const f = G.fight;
    if (f.fighter !== viewer) return message(ask, 'waitFight', { player: f.fighter });
    if (f.taken) return message(ask, 'payBlack', { need: f.taken.reduce((a, b) => a + b, 0) });
    const strength = fightStrength(G, f.fighter);
    if (strength < f.black[0]) return message(ask, 'concede', { highest: f.black[0] });
    return message(ask, 'chooseBlack', { highest: f.black[0], strength });
  }
  const p = G.turn.player;
  if (p !== viewer) return message(ask, 'waiting', { player: p });
  const pending = G.pending;
  if (pending) {
    const card = G.cards[pending.space].card;
    switch (pending.kind) {
      case 'tradesman':
        return message(ask, 'tradesman', { card });
      case 'count':
        return message(ask, 'count', { card, max: pending.activations });
      case 'split':
        return message(ask, 'split', { card, max: pending.activations });
      case 'eventHits':
        return message(ask, card === 'chevalier' ? 'knight' : 'archer', { hits: pending.hits });
    }
  }
  // Influence spent this turn: the turn must end in an action, not a pass (moves.ts, mayPass).
  return message(ask, G.influenceUsed.length > 0 ? 'actionNoPass' : 'action', { deniers: G.players[p].deniers });
}

/** The strength of all the player's own dice against black dice (red double). */
export function fightStrength(G: TroyesState, p: PlayerID): number {
  return (G.square[p] ?? []).reduce((s, d) => s + (d.c === 'r' ? 2 * d.v : d.v), 0);
}

/** A player's panel: VP (as this seat may see them), money, influence, citizens, passing money. */
export function troyesCounters(G: TroyesState, player: PlayerID): Counter[] {
  const p = G.players[player];
  if (!p) return [];
  return [
    { key: 'vp', value: p.vpVisible ? p.vp : '?' },
    { key: 'deniers', value: p.deniers },
    { key: 'influence', value: p.influence },
    { key: 'supply', value: p.supply },
    { key: 'passMoney', value: p.passMoney },
  ];
}

/**
 * Progress: the rounds played, each round's events phase its first
 * half and its actions the second, counted by the players who have passed.
 */
export function troyesProgress(G: TroyesState): number {
  if (G.phase === 'over') return 100;
  if (G.round === 0) return 0;
  const within = G.phase === 'actions' ? 0.5 + (0.5 * G.passed.length) / G.playOrder.length : 0;
  return (100 * (G.round - 1 + within)) / G.rounds;
}
