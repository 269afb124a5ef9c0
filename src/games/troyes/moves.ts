import type { PlayerID, Rng } from '../../engine/contract';
import type { CardSpaceId } from './data/activities';
import { cardOf } from './data/printed';
import type { Building } from './data/common';
import type { EventId } from './data/events';
import {
  actionOptions,
  activate,
  pruneOptions,
  agriculture,
  buildCathedral,
  chooseTradesman,
  fightEvent,
  mayAct,
  pass,
  placeCitizen,
  tradesmanSources,
  type ActionKind,
  type ActionOption,
} from './actions';
import { archerCube, chooseCount, chooseSplit } from './effects';
import { openEvents } from './events';
import { blackChoices, blackPayments, concede, mustConcede, payBlack, takeBlack } from './fight';
import { canRecruit, flip, flipTargets, recruit, reroll, rerollTargets } from './influence';
import { draftSpaces, placeInitial } from './round';
import type { TroyesState } from './state';

// The moves: their typed union, the complete legal list (the only validation: a
// move is accepted exactly when it is a member), the bots' shorter list, and apply.
// Dice are named by code ('0r4': player 0's red 4), groups as sorted code lists.

export type TroyesMove =
  | { move: 'placeInitial'; args: [building: Building, space: number] }
  | { move: 'reroll'; args: [die: string] }
  | { move: 'flip'; args: [dice: string[]] }
  | { move: 'recruit'; args: [] }
  | { move: 'takeBlack'; args: [black: number[]] }
  | { move: 'payBlack'; args: [dice: string[]] }
  | { move: 'concede'; args: [] }
  | { move: 'activate'; args: [card: CardSpaceId, dice: string[], cube: CardSpaceId | null] }
  | { move: 'cathedral'; args: [dice: string[], cube: CardSpaceId | null] }
  | { move: 'fightEvent'; args: [event: EventId, dice: string[], cube: CardSpaceId | null] }
  | { move: 'placeCitizen'; args: [building: Building, die: string] }
  | { move: 'agriculture'; args: [dice: string[], cube: CardSpaceId | null] }
  | { move: 'pass'; args: [] }
  | { move: 'tradesman'; args: [from: 'supply' | CardSpaceId] }
  | { move: 'count'; args: [activations: number] }
  | { move: 'split'; args: [palace: number] }
  | { move: 'archerCube'; args: [event: EventId | null] };

export type TroyesMoveName = TroyesMove['move'];

export const TROYES_MOVES: { readonly [K in TroyesMoveName]: true } = {
  placeInitial: true,
  reroll: true,
  flip: true,
  recruit: true,
  takeBlack: true,
  payBlack: true,
  concede: true,
  activate: true,
  cathedral: true,
  fightEvent: true,
  placeCitizen: true,
  agriculture: true,
  pass: true,
  tradesman: true,
  count: true,
  split: true,
  archerCube: true,
};

type Wants = (name: TroyesMoveName) => boolean;
const everything: Wants = () => true;

function influenceMoves(G: TroyesState, p: PlayerID, wants: Wants, out: TroyesMove[]): void {
  if (wants('reroll')) for (const code of rerollTargets(G, p)) out.push({ move: 'reroll', args: [code] });
  if (wants('flip')) for (const g of flipTargets(G, p)) out.push({ move: 'flip', args: [g.codes] });
  if (wants('recruit') && canRecruit(G, p)) out.push({ move: 'recruit', args: [] });
}

export function optionMove(o: ActionOption): TroyesMove {
  switch (o.kind) {
    case 'activate':
      return { move: 'activate', args: [o.space, o.codes, o.cube] };
    case 'cathedral':
      return { move: 'cathedral', args: [o.codes, o.cube] };
    case 'fightEvent':
      return { move: 'fightEvent', args: [o.event, o.codes, o.cube] };
    case 'placeCitizen':
      return { move: 'placeCitizen', args: [o.building, o.code] };
    case 'agriculture':
      return { move: 'agriculture', args: [o.codes, o.cube] };
  }
}

function pendingMoves(G: TroyesState, p: PlayerID, wants: Wants): TroyesMove[] {
  const pending = G.pending!;
  const out: TroyesMove[] = [];
  switch (pending.kind) {
    case 'tradesman':
      if (wants('tradesman')) {
        for (const from of tradesmanSources(G, p, pending.space, G.players[p].deniers))
          out.push({ move: 'tradesman', args: [from] });
      }
      break;
    case 'count':
      if (wants('count')) for (let n = 1; n <= pending.activations; n++) out.push({ move: 'count', args: [n] });
      break;
    case 'split':
      if (wants('split')) for (let n = 0; n <= pending.activations; n++) out.push({ move: 'split', args: [n] });
      break;
    case 'eventHits':
      if (wants('archerCube')) {
        for (const e of openEvents(G)) out.push({ move: 'archerCube', args: [e] });
        out.push({ move: 'archerCube', args: [null] });
      }
      break;
  }
  return out;
}

function moveList(
  G: TroyesState,
  p: PlayerID,
  wants: Wants,
  actions: (G: TroyesState, p: PlayerID, wants: (k: ActionKind) => boolean) => ActionOption[],
): TroyesMove[] {
  const out: TroyesMove[] = [];
  switch (G.phase) {
    case 'over':
      return out;
    case 'placement':
      if (G.turn.player === p && wants('placeInitial')) {
        for (const [b, s] of draftSpaces(G)) out.push({ move: 'placeInitial', args: [b, s] });
      }
      return out;
    case 'events': {
      const f = G.fight;
      if (!f || f.fighter !== p) return out;
      if (f.taken !== null) {
        if (wants('payBlack')) for (const dice of blackPayments(G, p)) out.push({ move: 'payBlack', args: [dice] });
        return out;
      }
      influenceMoves(G, p, wants, out);
      if (wants('takeBlack')) for (const black of blackChoices(G, p)) out.push({ move: 'takeBlack', args: [black] });
      if (wants('concede') && mustConcede(G, p)) out.push({ move: 'concede', args: [] });
      return out;
    }
    case 'actions': {
      if (G.turn.player !== p) return out;
      if (G.pending) return pendingMoves(G, p, wants);
      if (!mayAct(G, p)) return out;
      influenceMoves(G, p, wants, out);
      for (const o of actions(G, p, (k) => wants(k))) out.push(optionMove(o));
      if (wants('pass') && mayPass(G, p)) out.push({ move: 'pass', args: [] });
      return out;
    }
  }
}

/**
 * Whether the player may pass. Influence is spent only right before one's own
 * action (reference §5.3), and a pass is a turn given up without an action (BGA
 * help: "Pas - oddanie kolejki bez akcji"): once influence is spent this turn, the
 * player must act. Should no action be left to him then, he may still pass.
 */
function mayPass(G: TroyesState, p: PlayerID): boolean {
  return G.influenceUsed.length === 0 || actionOptions(G, p, () => true).length === 0;
}

/**
 * Every legal move of `player` now, complete: every group of dice (each code
 * multiset once), every target, every cube. `only` limits the list to one move
 * name (validation). Reads nothing secret, so a seat's view gives the same list.
 */
export function legalMoves(G: TroyesState, player: PlayerID, only?: TroyesMoveName): TroyesMove[] {
  return moveList(G, player, only === undefined ? everything : (name) => name === only, actionOptions);
}

const DICE_ARG: Partial<Record<TroyesMoveName, number>> = {
  flip: 0,
  payBlack: 0,
  activate: 1,
  cathedral: 0,
  fightEvent: 1,
  agriculture: 0,
};

/** Dice lists sorted; black dice highest first. Anything malformed is left as it is (and will not be a member). */
export function canonical(move: string, args: readonly unknown[]): readonly unknown[] {
  const at = DICE_ARG[move as TroyesMoveName];
  if (at !== undefined) {
    const dice = args[at];
    if (!Array.isArray(dice) || !dice.every((d) => typeof d === 'string')) return args;
    return args.map((a, i) => (i === at ? [...(dice as string[])].sort() : a));
  }
  if (move === 'takeBlack') {
    const black = args[0];
    if (!Array.isArray(black) || !black.every((d) => typeof d === 'number')) return args;
    return [[...(black as number[])].sort((a, b) => b - a), ...args.slice(1)];
  }
  return args;
}

/**
 * Moves that reveal something hidden without rolling (contract `irreversible`):
 * none. Face-down activity cards and events are turned over only when a round
 * begins, which also rolls the dice, and re-rolls and archers roll too: the
 * contract sees those moves draw on chance.
 */
export function irreversible(_G: TroyesState, _player: PlayerID, _m: TroyesMove): boolean {
  return false;
}

/** Plays a member of legalMoves(G, player). */
export function applyMove(G: TroyesState, p: PlayerID, m: TroyesMove, rng: Rng): void {
  switch (m.move) {
    case 'placeInitial':
      placeInitial(G, p, m.args[0], m.args[1], rng);
      return;
    case 'reroll':
      reroll(G, p, m.args[0], rng);
      return;
    case 'flip':
      flip(G, p, m.args[0]);
      return;
    case 'recruit':
      recruit(G, p);
      return;
    case 'takeBlack':
      takeBlack(G, p, m.args[0]);
      return;
    case 'payBlack':
      payBlack(G, p, m.args[0], rng);
      return;
    case 'concede':
      concede(G, p, rng);
      return;
    case 'activate':
      activate(G, p, m.args[0], m.args[1], m.args[2], rng);
      return;
    case 'cathedral':
      buildCathedral(G, p, m.args[0], m.args[1], rng);
      return;
    case 'fightEvent':
      fightEvent(G, p, m.args[0], m.args[1], m.args[2], rng);
      return;
    case 'placeCitizen':
      placeCitizen(G, p, m.args[0], m.args[1], rng);
      return;
    case 'agriculture':
      agriculture(G, p, m.args[0], m.args[1], rng);
      return;
    case 'pass':
      pass(G, p, rng);
      return;
    case 'tradesman':
      chooseTradesman(G, p, m.args[0], rng);
      return;
    case 'count':
      chooseCount(G, p, m.args[0], rng);
      return;
    case 'split':
      chooseSplit(G, p, m.args[0], rng);
      return;
    case 'archerCube':
      archerCube(G, p, m.args[0], rng);
      return;
  }
}

/**
 * The bots' list: per target and cube the few best groups (`pruneOptions`);
 * black dice paid without a superfluous die; influence only on dice worth
 * changing (re-roll a 1-3, turn over dice of 1-3); all the activations a card
 * gives, fewer only on a card that costs something per activation.
 */
export function botMoves(G: TroyesState, player: PlayerID): TroyesMove[] {
  const list = moveList(G, player, everything, (g, p, wants) => pruneOptions(actionOptions(g, p, wants)));
  return list.filter((m) => {
    switch (m.move) {
      case 'reroll':
        return Number(m.args[0].slice(-1)) <= 3;
      case 'flip':
        return m.args[0].every((c) => Number(c.slice(-1)) <= 3);
      case 'payBlack':
        return minimalPayment(G, m.args[0]);
      case 'count':
        return usesAll(G, m.args[0]);
      default:
        return true;
    }
  });
}

/** Fewer activations are worth choosing only where each one costs something (a trade card). */
function usesAll(G: TroyesState, n: number): boolean {
  const pending = G.pending;
  if (pending?.kind !== 'count') return true;
  return n === pending.activations || cardOf(G, G.cards[pending.space].card!).effect.kind === 'trade';
}

/** Whether no die of this payment could be left out. */
function minimalPayment(G: TroyesState, codes: readonly string[]): boolean {
  const need = G.fight?.taken?.reduce((a, b) => a + b, 0) ?? 0;
  const values = codes.map((c) => (c.slice(-2, -1) === 'r' ? 2 : 1) * Number(c.slice(-1)));
  const total = values.reduce((a, b) => a + b, 0);
  return values.every((v) => total - v < need);
}
