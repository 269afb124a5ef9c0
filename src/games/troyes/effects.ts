import type { Rng } from '../../engine/contract';
import type { CardSpaceId } from './data/activities';
import { cardOf } from './data/printed';
import type { Building } from './data/common';
import type { EventId } from './data/events';
import type { PlayerID, TroyesState } from './state';
import { log } from './ui';
import { openEvents, placeEventCubes } from './events';
import { gainInfluence, gainVp, recruitCitizens, standingIn } from './players';
import { advanceTurn } from './round';
import { cathedralLevels } from './scoring';

// What an activity card does (reference §6.1, §8): immediate cards act once per
// activation now; delayed cards store one cube per activation. Where the card
// leaves a choice (how many of the activations to use, which building the Miller counts,
// where the Archer's hits go), the acting player decides it in a move of its own.

function finish(G: TroyesState, rng: Rng): void {
  if (G.pending === null) advanceTurn(G, rng);
}

interface Gains {
  deniers: number;
  influence: number;
  vp: number;
  citizens: number;
  paid: number;
}

function applyGains(G: TroyesState, p: PlayerID, space: CardSpaceId, activations: number, g: Gains): void {
  const pl = G.players[p];
  pl.deniers += g.deniers;
  const influence = gainInfluence(G, p, g.influence);
  gainVp(G, p, g.vp);
  const citizens = g.citizens > 0 ? recruitCitizens(G, p, g.citizens) : 0;
  log(G, 'gain', {
    player: p,
    card: G.cards[space].card,
    activations,
    deniers: g.deniers,
    influence,
    vp: String(g.vp),
    citizens,
    paid: g.paid,
  });
}

/** What the player counts for a counting card. */
function counted(
  G: TroyesState,
  p: PlayerID,
  what: 'eventsWithCube' | 'cathedralLevels' | 'buildingsWithCitizen' | 'palaceCitizens',
): number {
  switch (what) {
    case 'eventsWithCube':
      return G.events.filter((e) => e.cubes.includes(p)).length;
    case 'cathedralLevels':
      return cathedralLevels(G, p);
    case 'buildingsWithCitizen':
      return (['palace', 'bishopric', 'cityhall'] as const).filter((b) => standingIn(G, p, b) > 0).length;
    case 'palaceCitizens':
      return standingIn(G, p, 'palace');
  }
}

/** The most activations the player can use: all the dice give, on a trade card no more than he can pay for. */
function usableActivations(G: TroyesState, p: PlayerID, space: CardSpaceId, activations: number): number {
  const e = cardOf(G, G.cards[space].card!).effect;
  if (e.kind !== 'trade') return activations;
  const have = e.pay === 'deniers' ? G.players[p].deniers : G.players[p].influence;
  return Math.min(activations, Math.floor(have / e.amount));
}

/**
 * The card is activated with at most `activations` activations: the player may
 * use fewer (reference §6.1), and on a card that costs something per activation
 * no more than he can pay. With a choice, the count is asked (a pending
 * decision); with only one possible count, it is used at once.
 */
export function runEffect(G: TroyesState, p: PlayerID, space: CardSpaceId, activations: number, rng: Rng): void {
  const max = usableActivations(G, p, space, activations);
  if (max > 1) {
    G.pending = { kind: 'count', space, activations: max };
    return;
  }
  applyEffect(G, p, space, max, rng);
}

/** Applies the card's effect `activations` times; leaves a decision pending or ends the action. */
function applyEffect(G: TroyesState, p: PlayerID, space: CardSpaceId, activations: number, rng: Rng): void {
  const card = cardOf(G, G.cards[space].card!);
  const e = card.effect;
  const zero = { deniers: 0, influence: 0, vp: 0, citizens: 0, paid: 0 };
  switch (e.kind) {
    case 'gain':
      applyGains(G, p, space, activations, {
        ...zero,
        deniers: e.deniers * activations,
        influence: e.influence * activations,
        vp: e.vp * activations,
        citizens: e.citizens * activations,
      });
      break;
    case 'trade':
      trade(G, p, space, activations);
      break;
    case 'perCitizen':
      if (e.buildings.length > 1) G.pending = { kind: 'split', space, activations };
      else
        applyGains(G, p, space, activations, {
          ...zero,
          deniers: e.deniers * activations * standingIn(G, p, e.buildings[0]),
        });
      break;
    case 'count': {
      const n = Math.min(e.max, counted(G, p, e.what));
      applyGains(G, p, space, activations, { ...zero, vp: e.vp * n * activations });
      break;
    }
    case 'archer': {
      const rolls: number[] = [];
      for (let i = 0; i < activations; i++) rolls.push(rng.die(6));
      const hits = rolls.filter((r) => r >= e.hitFrom).length;
      log(G, 'archerRoll', { player: p, rolls, hits });
      if (hits > 0 && openEvents(G).length > 0) G.pending = { kind: 'eventHits', space, hits };
      break;
    }
    case 'eventCubes': {
      const cubes = e.cubes * activations;
      if (openEvents(G).length > 0) G.pending = { kind: 'eventHits', space, hits: cubes };
      break;
    }
    case 'collect':
      collect(G, p, space, activations, e.building, e.deniers);
      break;
    case 'modifier':
      G.cards[space].cubes[p] = (G.cards[space].cubes[p] ?? 0) + activations;
      log(G, 'cubesStored', { player: p, card: card.id, cubes: activations });
      break;
  }
  finish(G, rng);
}

/** Percepteur: each other owner of a citizen in `building` pays `deniers` per citizen and activation (the neutral's come from the bank). */
function collect(
  G: TroyesState,
  p: PlayerID,
  space: CardSpaceId,
  n: number,
  building: Building,
  deniers: number,
): void {
  let total = 0;
  for (const owner of G.buildings[building].spaces) {
    if (owner === null || owner === p) continue;
    const due = deniers * n;
    if (owner === 'n') total += due;
    else {
      const paid = Math.min(due, G.players[owner].deniers);
      G.players[owner].deniers -= paid;
      total += paid;
    }
  }
  applyGains(G, p, space, n, { deniers: total, influence: 0, vp: 0, citizens: 0, paid: 0 });
}

/** Pays for and takes `n` activations of a trade card. */
function trade(G: TroyesState, p: PlayerID, space: CardSpaceId, n: number): void {
  const e = cardOf(G, G.cards[space].card!).effect;
  if (e.kind !== 'trade') throw new Error('not a trade card');
  const paid = e.amount * n;
  if (e.pay === 'deniers') G.players[p].deniers -= paid;
  else G.players[p].influence -= paid;
  applyGains(G, p, space, n, { deniers: e.deniers * n, influence: e.influence * n, vp: e.vp * n, citizens: 0, paid });
}

/** Uses `n` of the activations the dice gave (1 to the most allowed). */
export function chooseCount(G: TroyesState, p: PlayerID, n: number, rng: Rng): void {
  const pending = G.pending;
  if (pending?.kind !== 'count') throw new Error('no count to choose');
  G.pending = null;
  applyEffect(G, p, pending.space, n, rng);
}

/** Miller: `palace` activations count the Palace, the others the Bishopric. */
export function chooseSplit(G: TroyesState, p: PlayerID, palace: number, rng: Rng): void {
  const pending = G.pending;
  if (pending?.kind !== 'split') throw new Error('no split to choose');
  G.pending = null;
  const e = cardOf(G, G.cards[pending.space].card!).effect;
  if (e.kind !== 'perCitizen') throw new Error('not a per-citizen card');
  const counts: Record<Building, number> = { palace: palace, bishopric: pending.activations - palace, cityhall: 0 };
  let deniers = 0;
  for (const b of e.buildings) deniers += e.deniers * counts[b] * standingIn(G, p, b);
  applyGains(G, p, pending.space, pending.activations, { deniers, influence: 0, vp: 0, citizens: 0, paid: 0 });
  finish(G, rng);
}

/** Archer: the next hit puts a cube on an event (null: the cube is not placed). */
export function archerCube(G: TroyesState, p: PlayerID, event: EventId | null, rng: Rng): void {
  const pending = G.pending;
  if (pending?.kind !== 'eventHits') throw new Error('no archer hit to place');
  const knight = G.cards[pending.space].card === 'chevalier';
  if (event === null) log(G, knight ? 'knightSkip' : 'archerSkip', { player: p });
  else {
    log(G, knight ? 'knightCube' : 'archerCube', { player: p, event });
    placeEventCubes(G, p, event, 1);
  }
  const hits = pending.hits - 1;
  G.pending = hits > 0 && openEvents(G).length > 0 ? { ...pending, hits } : null;
  finish(G, rng);
}
