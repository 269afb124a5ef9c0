import type { Rng } from '../../engine/contract';
import { BLACK_DICE, INCOME, PASS_MONEY_STEP } from './constants';
import { CARD_SPACES, spaceLevel } from './data/activities';
import { BUILDINGS, BUILDING_COLOUR, type Building } from './data/common';
import type { EventId } from './data/events';
import { eventOf } from './data/printed';
import type { Die, DistrictId, Occupant, PlayerID, TroyesState } from './state';
import { log } from './ui';
import { emptySpaces, salaryOf } from './buildings';
import { COLOUR_CODE, diceLeft, districtsOf } from './dice';
import { applyEvent } from './events';
import { nextPlayer, penalty } from './players';
import { finalScoring } from './scoring';

// The round (reference §4): the initial placement before round 1, then each
// round's automatic phases 0-3 up to the black-dice fights, the action turns, and
// the end of the round. Everything automatic happens inside the move that
// triggers it (the last draft placement, the last fight, the last action).

// ---- Initial placement (§2.2 steps 8-9) ----

export function draftSpaces(G: TroyesState): [Building, number][] {
  return emptySpaces(G);
}

export function placeInitial(G: TroyesState, p: PlayerID, building: Building, space: number, rng: Rng): void {
  const draft = G.draft;
  if (!draft) throw new Error('no draft');
  G.buildings[building].spaces[space] = p;
  G.players[p].supply--;
  log(G, 'draftPlace', { player: p, building, space: space + 1 });
  draft.index++;
  if (draft.index < draft.order.length) {
    G.turn = { number: G.turn.number + 1, player: draft.order[draft.index] };
    return;
  }
  G.draft = null;
  const empty = emptySpaces(G);
  for (const [b, s] of empty) G.buildings[b].spaces[s] = 'n';
  G.neutralSupply -= empty.length;
  if (empty.length > 0) log(G, 'neutralsPlaced', { count: empty.length });
  beginRound(G, rng);
}

// ---- Phases 0-3 ----

function sortDice(dice: Die[]): Die[] {
  const order = { r: 0, w: 1, y: 2 };
  return dice.sort((a, b) => order[a.c] - order[b.c] || a.v - b.v);
}

/** Rolls one die per citizen standing in a building, in the building's colour, for every district. */
export function rollDice(G: TroyesState, rng: Rng): void {
  for (const d of districtsOf(G)) {
    const dice: Die[] = [];
    for (const b of BUILDINGS) {
      for (const o of G.buildings[b].spaces)
        if (o === d) dice.push({ c: COLOUR_CODE[BUILDING_COLOUR[b]], v: rng.die(6) });
    }
    G.square[d] = sortDice(dice);
    const codes = G.square[d].map((x) => `${x.c}${x.v}`);
    if (d === 'n') log(G, 'rollNeutral', { dice: codes });
    else log(G, 'roll', { player: d, dice: codes });
  }
}

/** Phase 1: 10 deniers each, then salaries; who cannot pay gives all he has and loses 2 VP once. */
export function payIncome(G: TroyesState): void {
  for (const p of G.playOrder) {
    const pl = G.players[p];
    pl.deniers += INCOME;
    const salary = salaryOf(G, p);
    const paid = Math.min(salary, pl.deniers);
    pl.deniers -= paid;
    log(G, 'income', { player: p, income: INCOME, salary, paid });
    if (paid < salary) penalty(G, p, 'salary');
  }
}

function drawEvent(G: TroyesState, deck: 'red' | 'white' | 'yellow'): EventId | null {
  const secret = G.secret;
  if (!secret) throw new Error('the server state must hold the decks');
  const id = secret[deck].pop() ?? null;
  G.decks[deck] = secret[deck].length;
  if (id !== null) {
    G.events.push({ id, cubes: [] });
    log(G, 'eventDrawn', { event: id });
  }
  return id;
}

/** Phase 3: a red event and its companion join the row; every event acts, left to right; black dice are rolled. */
export function resolveEvents(G: TroyesState, rng: Rng): number[] {
  const red = drawEvent(G, 'red');
  if (red !== null) {
    const draws = eventOf(G, red).draws;
    if (draws) drawEvent(G, draws) ?? drawEvent(G, draws === 'white' ? 'yellow' : 'white');
  }
  let count = 0;
  for (const e of G.events) {
    const card = eventOf(G, e.id);
    count += card.blackDice;
    applyEvent(G, card);
  }
  if (G.options.blackDiceCap) count = Math.min(count, BLACK_DICE);
  const black: number[] = [];
  for (let i = 0; i < count; i++) black.push(rng.die(6));
  black.sort((a, b) => b - a);
  if (black.length > 0) log(G, 'blackDice', { dice: black });
  return black;
}

export function beginRound(G: TroyesState, rng: Rng): void {
  G.round++;
  log(G, 'roundStart', { round: G.round, start: G.startPlayer });
  // Phase 0: rounds 1-3 reveal the cards of that level.
  if (G.round <= 3) {
    for (const space of CARD_SPACES) {
      if (spaceLevel(space) !== G.round) continue;
      const id = G.secret?.faceDown[space];
      if (!id) throw new Error(`no face-down card on ${space}`);
      G.cards[space].card = id;
      if (G.secret) delete G.secret.faceDown[space];
      log(G, 'reveal', { card: id });
    }
  }
  payIncome(G);
  rollDice(G, rng);
  const black = resolveEvents(G, rng);
  G.influenceUsed = [];
  G.turn = { number: G.turn.number + 1, player: G.startPlayer };
  if (black.length > 0) {
    G.phase = 'events';
    G.fight = { fighter: G.startPlayer, black, taken: null };
  } else {
    startActions(G, rng);
  }
}

/** Phase 4 begins with the start player. */
export function startActions(G: TroyesState, rng: Rng): void {
  G.phase = 'actions';
  G.fight = null;
  G.passed = [];
  G.pending = null;
  G.influenceUsed = [];
  G.turn = { number: G.turn.number + 1, player: G.startPlayer };
  if (diceLeft(G) === 0) endRound(G, rng);
}

/**
 * After an action or a pass: the next player who has not passed acts. Every
 * passed player that play comes round to meanwhile adds a denier to his passing
 * money. The round ends when all have passed or no die is left.
 */
export function advanceTurn(G: TroyesState, rng: Rng): void {
  G.pending = null;
  G.influenceUsed = [];
  if (diceLeft(G) === 0 || G.passed.length === G.playOrder.length) {
    endRound(G, rng);
    return;
  }
  let next = nextPlayer(G, G.turn.player);
  while (G.passed.includes(next)) {
    G.players[next].passMoney += PASS_MONEY_STEP;
    next = nextPlayer(G, next);
  }
  G.turn = { number: G.turn.number + 1, player: next };
}

function returnLying(G: TroyesState): void {
  for (const b of BUILDINGS) {
    for (const o of G.buildings[b].lying as Occupant[]) {
      if (o === 'n') G.neutralSupply++;
      else G.players[o].supply++;
    }
    G.buildings[b].lying = [];
  }
}

/** Phase 5: passing money, lying citizens home, dice off the square, the start player moves left; the last round ends the game. */
export function endRound(G: TroyesState, rng: Rng): void {
  for (const p of G.playOrder) {
    const pl = G.players[p];
    if (pl.passMoney > 0) {
      log(G, 'passMoney', { player: p, deniers: pl.passMoney });
      pl.deniers += pl.passMoney;
      pl.passMoney = 0;
    }
  }
  returnLying(G);
  for (const d of districtsOf(G) as DistrictId[]) G.square[d] = [];
  G.passed = [];
  G.pending = null;
  G.fight = null;
  log(G, 'roundEnd', { round: G.round });
  G.startPlayer = nextPlayer(G, G.startPlayer);
  if (G.round >= G.rounds) {
    finalScoring(G);
    return;
  }
  beginRound(G, rng);
}

/** Black-dice fights are over: the actions begin. */
export function fightsDone(G: TroyesState, rng: Rng): void {
  startActions(G, rng);
}
