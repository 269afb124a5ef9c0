import type { Rng } from '../../engine/contract';
import {
  AGRICULTURE_DIVISOR,
  CATHEDRAL_INFLUENCE,
  CATHEDRAL_LEVELS,
  CATHEDRAL_VP,
  EVENT_CUBE_INFLUENCE,
  MAX_INFLUENCE,
  PASS_MONEY,
} from './constants';
import { CARD_SPACES, type ActivityCard, type CardSpaceId } from './data/activities';
import { BUILDINGS, BUILDING_COLOUR, type Building, type Colour } from './data/common';
import type { EventId } from './data/events';
import { cardOf, eventOf } from './data/printed';
import type { PlayerID, TroyesState } from './state';
import { log } from './ui';
import { canPlaceCitizen, placeInRow } from './buildings';
import { diceLeft, parseDie, takeDie } from './dice';
import { runEffect } from './effects';
import { eventIndex, freeFlags, placeEventCubes } from './events';
import { cubeOf, cubeSpaces, GroupCache, payments, useOf, type CubeUse, type PlacedDie, type Use } from './groups';
import { gainInfluence, gainVp } from './players';
import { advanceTurn } from './round';

// The actions of phase 4 (reference §6): activate an activity card, build the
// cathedral, fight an event, place a citizen, agriculture, pass. Each uses one
// group of 1-3 dice (a citizen exactly one), bought dice included, and at most one
// delayed card's cube. The legal options are built here from `useOf`, the same
// function the moves apply.

export type ActionKind = 'activate' | 'cathedral' | 'fightEvent' | 'placeCitizen' | 'agriculture';

/** What an option yields (activations, cubes, deniers...) and what its bought dice cost: for the bots' shorter list. */
interface Worth {
  value: number;
  price: number;
}

export type ActionOption = Worth &
  (
    | { kind: 'activate'; space: CardSpaceId; codes: string[]; cube: CardSpaceId | null }
    | { kind: 'cathedral'; codes: string[]; cube: CardSpaceId | null }
    | { kind: 'fightEvent'; event: EventId; codes: string[]; cube: CardSpaceId | null }
    | { kind: 'placeCitizen'; building: Building; code: string }
    | { kind: 'agriculture'; codes: string[]; cube: CardSpaceId | null }
  );

/** Whether the player may take an action now (his turn in phase 4, nothing pending). */
export function mayAct(G: TroyesState, p: PlayerID): boolean {
  return G.phase === 'actions' && G.turn.player === p && G.pending === null && !G.passed.includes(p);
}

const fits = (use: Use, colour: Colour) => use.colour === colour || use.colour === 'any';

// ---- Activity cards ----

/**
 * The activations a group gives a card: its sum divided by the card's divisor,
 * rounded down, and at least 1 (reference §5.1, §6.1; unlike events, where a sum
 * below the divisor places no cube). The player may use fewer (`chooseCount`).
 */
export function activationsOf(total: number, divisor: number): number {
  return Math.max(1, Math.floor(total / divisor));
}

/** The deniers a trade card needs beyond the tradesman's cost for one activation. */
function tradeDeniers(card: ActivityCard): number {
  return card.effect.kind === 'trade' && card.effect.pay === 'deniers' ? card.effect.amount : 0;
}

export type TradesmanSource = 'supply' | CardSpaceId;

/** Where a new tradesman for this card can come from, with `deniers` to spend on its cost. */
export function tradesmanSources(G: TroyesState, p: PlayerID, space: CardSpaceId, deniers: number): TradesmanSource[] {
  const card = cardOf(G, G.cards[space].card!);
  const need = tradeDeniers(card);
  const out: TradesmanSource[] = [];
  if (G.players[p].supply > 0 && deniers >= card.cost + need) out.push('supply');
  const moveCost = G.options.moveCost ? card.cost : 0;
  for (const s of CARD_SPACES) {
    if (s !== space && G.cards[s].tradesmen.includes(p) && deniers >= moveCost + need) out.push(s);
  }
  return out;
}

/** Whether the player can activate the card with a group costing `price`. */
function canActivate(G: TroyesState, p: PlayerID, space: CardSpaceId, card: ActivityCard, price: number): boolean {
  const pl = G.players[p];
  const left = pl.deniers - price;
  if (left < 0) return false;
  if (card.effect.kind === 'trade' && card.effect.pay === 'influence' && pl.influence < card.effect.amount)
    return false;
  if (G.cards[space].tradesmen.includes(p)) return left >= tradeDeniers(card);
  return tradesmanSources(G, p, space, left).length > 0;
}

// ---- The legal options ----

/** Every action the player could take now, limited to the kinds `wants` accepts. */
export function actionOptions(G: TroyesState, p: PlayerID, wants: (kind: ActionKind) => boolean): ActionOption[] {
  if (!mayAct(G, p)) return [];
  const out: ActionOption[] = [];
  const cache = new GroupCache(G);
  const deniers = G.players[p].deniers;
  const cubes: (CardSpaceId | null)[] = [null, ...cubeSpaces(G, p)];
  const usesFor = (cube: CardSpaceId | null) => {
    const c = cube ? cubeOf(G, cube) : null;
    const list: { codes: string[]; use: Use }[] = [];
    for (const g of cache.candidates(c)) {
      const use = useOf(p, g.dice, c);
      if (use && use.price <= deniers) list.push({ codes: g.codes, use });
    }
    return list;
  };
  const uses = new Map<CardSpaceId | null, { codes: string[]; use: Use }[]>();
  const usesOf = (cube: CardSpaceId | null) => {
    let u = uses.get(cube);
    if (!u) {
      u = usesFor(cube);
      uses.set(cube, u);
    }
    return u;
  };

  if (wants('activate')) {
    for (const space of CARD_SPACES) {
      const id = G.cards[space].card;
      if (!id) continue;
      const card = cardOf(G, id);
      for (const cube of cubes) {
        for (const { codes, use } of usesOf(cube)) {
          const value = activationsOf(use.total, card.divisor);
          if (!fits(use, card.colour)) continue;
          if (canActivate(G, p, space, card, use.price))
            out.push({ kind: 'activate', space, codes, cube, value, price: use.price });
        }
      }
    }
  }
  if (wants('fightEvent')) {
    G.events.forEach((e, i) => {
      const free = freeFlags(G, i);
      if (free <= 0) return;
      const card = eventOf(G, e.id);
      for (const cube of cubes) {
        for (const { codes, use } of usesOf(cube)) {
          const cubesPlaced = Math.floor(use.total / card.divisor);
          if (fits(use, card.fightColour) && cubesPlaced >= 1) {
            out.push({
              kind: 'fightEvent',
              event: e.id,
              codes,
              cube,
              value: Math.min(cubesPlaced, free),
              price: use.price,
            });
          }
        }
      }
    });
  }
  if (wants('cathedral')) {
    for (const cube of cubes) {
      if (cube !== null && cubeOf(G, cube)?.modifier !== 'freeDice') continue;
      for (const { codes, use } of usesOf(cube)) {
        if (use.colour === 'white' && cathedralFits(G, use.values)) {
          const value = use.values.reduce((a, v) => a + CATHEDRAL_VP + CATHEDRAL_INFLUENCE[v - 1], 0);
          out.push({ kind: 'cathedral', codes, cube, value, price: use.price });
        }
      }
    }
  }
  if (wants('agriculture')) {
    for (const cube of cubes) {
      for (const { codes, use } of usesOf(cube)) {
        if (fits(use, 'yellow'))
          out.push({
            kind: 'agriculture',
            codes,
            cube,
            value: Math.floor(use.total / AGRICULTURE_DIVISOR),
            price: use.price,
          });
      }
    }
  }
  if (wants('placeCitizen') && G.players[p].supply > 0) {
    for (const { codes, use } of usesOf(null)) {
      if (use.size !== 1 || use.colour === 'any') continue;
      const building = BUILDINGS.find((b) => BUILDING_COLOUR[b] === use.colour)!;
      if (canPlaceCitizen(G, building, use.values[0]))
        out.push({ kind: 'placeCitizen', building, code: codes[0], value: 1, price: use.price });
    }
  }
  return out;
}

/**
 * The bots' shorter list of options: for each target and cube, the few groups that
 * yield most for their price, the smaller first (the rest differ only in dice a
 * player would rather keep or leave to others).
 */
export function pruneOptions(options: readonly ActionOption[], keep = 3): ActionOption[] {
  const byKey = new Map<string, ActionOption[]>();
  for (const o of options) {
    const target =
      o.kind === 'activate'
        ? o.space
        : o.kind === 'fightEvent'
          ? o.event
          : o.kind === 'placeCitizen'
            ? `${o.building}${o.code}`
            : '';
    const key = `${o.kind}|${target}|${'cube' in o ? o.cube : ''}`;
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(o);
  }
  const size = (o: ActionOption) => (o.kind === 'placeCitizen' ? 1 : o.codes.length);
  const out: ActionOption[] = [];
  for (const list of byKey.values()) {
    list.sort((a, b) => b.value * 3 - b.price - (a.value * 3 - a.price) || size(a) - size(b));
    out.push(...list.slice(0, keep));
  }
  return out;
}

/** Whether each die finds a free level in its value's column (two of a value need two levels). */
export function cathedralFits(G: TroyesState, values: readonly number[]): boolean {
  for (let v = 1; v <= 6; v++) {
    const need = values.filter((x) => x === v).length;
    if (need === 0) continue;
    const free = G.cathedral[v - 1].filter((o) => o === null).length;
    if (free < need) return false;
  }
  return true;
}

// ---- Playing them ----

/** Spends the cube, pays for the bought dice and takes the group off the square; returns how the action sees it. */
function spendGroup(G: TroyesState, p: PlayerID, codes: readonly string[], cube: CardSpaceId | null): Use {
  const c: CubeUse | null = cube ? cubeOf(G, cube) : null;
  const dice = codes.map((code) => parseDie(code)) as PlacedDie[];
  const use = useOf(p, dice, c);
  if (!use) throw new Error('not a group for this cube');
  if (cube) {
    G.cards[cube].cubes[p]--;
    log(G, 'cube', { player: p, card: G.cards[cube].card });
  }
  for (const [seller, amount] of payments(p, dice, c)) {
    G.players[p].deniers -= amount;
    if (seller !== 'n') G.players[seller].deniers += amount;
    const sold = dice.filter((d) => d.district === seller).map((d) => `${d.c}${d.v}`);
    if (seller === 'n') log(G, 'buyNeutral', { player: p, dice: sold, price: amount });
    else log(G, 'buy', { player: p, seller, dice: sold, price: amount });
  }
  for (const code of codes) takeDie(G, code);
  return use;
}

const shortCodes = (codes: readonly string[]) => codes.map((c) => c.slice(-2));

export function activate(
  G: TroyesState,
  p: PlayerID,
  space: CardSpaceId,
  codes: readonly string[],
  cube: CardSpaceId | null,
  rng: Rng,
): void {
  const use = spendGroup(G, p, codes, cube);
  const card = cardOf(G, G.cards[space].card!);
  const activations = activationsOf(use.total, card.divisor);
  log(G, 'activate', { player: p, card: card.id, dice: shortCodes(codes), activations });
  if (G.cards[space].tradesmen.includes(p)) {
    runEffect(G, p, space, activations, rng);
    return;
  }
  const sources = tradesmanSources(G, p, space, G.players[p].deniers);
  if (sources.length === 1) {
    installTradesman(G, p, space, sources[0]);
    runEffect(G, p, space, activations, rng);
    return;
  }
  G.pending = { kind: 'tradesman', space, activations };
}

/** Pays the card's cost and puts the tradesman in the next slot (one moved from another card leaves a gap that closes). */
export function installTradesman(G: TroyesState, p: PlayerID, space: CardSpaceId, from: 'supply' | CardSpaceId): void {
  const card = cardOf(G, G.cards[space].card!);
  const cost = from === 'supply' || G.options.moveCost ? card.cost : 0;
  G.players[p].deniers -= cost;
  if (from === 'supply') G.players[p].supply--;
  else G.cards[from].tradesmen = G.cards[from].tradesmen.filter((x) => x !== p);
  G.cards[space].tradesmen.push(p);
  const slot = G.cards[space].tradesmen.length;
  if (from === 'supply') log(G, 'tradesman', { player: p, card: card.id, slot, cost });
  else log(G, 'tradesmanMoved', { player: p, card: card.id, slot, cost, from: G.cards[from].card });
}

export function chooseTradesman(G: TroyesState, p: PlayerID, from: 'supply' | CardSpaceId, rng: Rng): void {
  const pending = G.pending;
  if (pending?.kind !== 'tradesman') throw new Error('no tradesman to place');
  G.pending = null;
  installTradesman(G, p, pending.space, from);
  runEffect(G, p, pending.space, pending.activations, rng);
}

export function buildCathedral(
  G: TroyesState,
  p: PlayerID,
  codes: readonly string[],
  cube: CardSpaceId | null,
  rng: Rng,
): void {
  const use = spendGroup(G, p, codes, cube);
  let vp = 0;
  let influence = 0;
  const columns: number[] = [];
  for (const v of use.values) {
    const column = G.cathedral[v - 1];
    const level = column.indexOf(null);
    if (level < 0 || level >= CATHEDRAL_LEVELS) throw new Error(`column ${v} is full`);
    column[level] = p;
    columns.push(v);
    vp += CATHEDRAL_VP;
    influence += gainInfluence(G, p, CATHEDRAL_INFLUENCE[v - 1]);
  }
  gainVp(G, p, vp);
  log(G, 'cathedral', { player: p, dice: shortCodes(codes), columns, vp: String(vp), influence });
  advanceTurn(G, rng);
}

export function fightEvent(
  G: TroyesState,
  p: PlayerID,
  event: EventId,
  codes: readonly string[],
  cube: CardSpaceId | null,
  rng: Rng,
): void {
  const use = spendGroup(G, p, codes, cube);
  const card = eventOf(G, event);
  const cubes = Math.floor(use.total / card.divisor);
  const placed = Math.min(cubes, freeFlags(G, eventIndex(G, event)));
  const influence = Math.min(placed * EVENT_CUBE_INFLUENCE, MAX_INFLUENCE - G.players[p].influence);
  // Logged first: countering the card, if it fills up, follows.
  log(G, 'fightEvent', { player: p, event, dice: shortCodes(codes), cubes, placed, influence });
  placeEventCubes(G, p, event, cubes);
  advanceTurn(G, rng);
}

export function placeCitizen(G: TroyesState, p: PlayerID, building: Building, code: string, rng: Rng): void {
  const use = spendGroup(G, p, [code], null);
  G.players[p].supply--;
  const expelled = placeInRow(G, building, use.values[0], p);
  log(G, 'placeCitizen', { player: p, building, die: use.values[0] });
  if (expelled === 'n') log(G, 'expelledNeutral', { building });
  else if (expelled !== null) log(G, 'expelled', { player: expelled, building });
  advanceTurn(G, rng);
}

export function agriculture(
  G: TroyesState,
  p: PlayerID,
  codes: readonly string[],
  cube: CardSpaceId | null,
  rng: Rng,
): void {
  const use = spendGroup(G, p, codes, cube);
  const deniers = Math.floor(use.total / AGRICULTURE_DIVISOR);
  G.players[p].deniers += deniers;
  log(G, 'agriculture', { player: p, dice: shortCodes(codes), deniers });
  advanceTurn(G, rng);
}

export function pass(G: TroyesState, p: PlayerID, rng: Rng): void {
  G.passed.push(p);
  const money = diceLeft(G) > 0 ? PASS_MONEY : 0;
  G.players[p].passMoney += money;
  log(G, 'pass', { player: p, money });
  advanceTurn(G, rng);
}
