// Every decision as a typed move: the one complete list the board highlights, the
// bots search and the contract validates against (a move is accepted exactly when
// it is a member, after `canonical`), and `apply`, which plays a member and runs the
// turn on to the next decision.
import { isBasicCube } from './data/board';
import type { Track } from './data/board';
import type { BasicCube, Cube } from './data/buildings';
import { BASIC_CUBES, building } from './data/buildings';
import type { CaylusState, Decision, PlayerID, Spot } from './state';
import { buildBatch, finishCastle, legalCastleBatches } from './castle';
import {
  buildPrestige,
  construct,
  convert,
  legalConstructions,
  legalConversionTargets,
  legalPrestige,
} from './construction';
import type { ConstructionChoice } from './construction';
import {
  applyFavourResource,
  chooseFavourTrack,
  FAVOUR_CONVERT_PRICE,
  legalFavourBuildings,
  legalFavourResources,
  legalFavourTracks,
} from './favours';
import { legalPlacements, passPlacement, placeWorker } from './placement';
import { proceed } from './proceed';
import {
  alchemy,
  buy,
  effectAt,
  legalAlchemy,
  legalOwnerBonus,
  legalProductions,
  legalPurchases,
  legalSales,
  legalTrades,
  produce,
  sell,
  sortBasic,
  takeOwnerBonus,
  trade,
} from './road';
import {
  bribe,
  canJoust,
  legalBribes,
  legalGateTargets,
  legalGuildMoves,
  legalInnChoices,
  resolveGate,
  resolveGuild,
  resolveInnResident,
  resolveJoust,
} from './specials';
import { log } from './stock';

/** Every move of Caylus with its arguments. */
export type CaylusMove =
  /** Placement: a worker on a spot, or pass. */
  | { move: 'place'; args: [spot: Spot] }
  | { move: 'pass'; args: [] }
  /** The Gate's worker moves to a free spot. */
  | { move: 'gate'; args: [spot: Spot] }
  /** The Merchants' Guild / a bribe: the provost moves by this many spaces (±1..3). */
  | { move: 'guild'; args: [delta: number] }
  | { move: 'bribe'; args: [delta: number] }
  | { move: 'joust'; args: [] }
  /** The Inn's resident stays (true) or leaves (false). */
  | { move: 'inn'; args: [stay: boolean] }
  /** A producer's alternative (index into its options). */
  | { move: 'produce'; args: [option: number] }
  | { move: 'ownerBonus'; args: [cube: Cube] }
  | { move: 'sell'; args: [cube: Cube] }
  /** Basic cubes bought at a peddler, in BASIC_CUBES order. */
  | { move: 'buy'; args: [cubes: BasicCube[]] }
  /** A wood or stone building, with the cube paid for an `any` in its cost. */
  | { move: 'build'; args: [id: string] | [id: string, any: Cube] }
  /** A road space turned into a residence. */
  | { move: 'convert'; args: [space: number] }
  /** A prestige building over the residence on `space`. */
  | { move: 'buildPrestige'; args: [id: string, space: number] }
  /** An offer (index) of a Church, Tailor, Bank or Jeweller. */
  | { move: 'trade'; args: [offer: number] }
  /** Basic cubes given to the Alchemist, in BASIC_CUBES order. */
  | { move: 'alchemy'; args: [cubes: BasicCube[]] }
  /** A castle batch: food and these two different cubes. */
  | { move: 'castle'; args: [a: Cube, b: Cube] }
  | { move: 'favour'; args: [track: Track] }
  /** Resources track: one cube, or one cube given for two basic cubes (in BASIC_CUBES order). */
  | { move: 'takeCube'; args: [cube: Cube] }
  | { move: 'exchange'; args: [give: Cube, a: BasicCube, b: BasicCube] }
  /** Any optional decision declined (and the castle: stop giving batches). */
  | { move: 'decline'; args: [] };

export type MoveName = CaylusMove['move'];

/** Every move name once (the framework's move map is built from it). */
export const MOVES: { readonly [K in MoveName]: true } = {
  place: true,
  pass: true,
  gate: true,
  guild: true,
  joust: true,
  inn: true,
  bribe: true,
  produce: true,
  ownerBonus: true,
  sell: true,
  buy: true,
  build: true,
  convert: true,
  buildPrestige: true,
  trade: true,
  alchemy: true,
  castle: true,
  favour: true,
  takeCube: true,
  exchange: true,
  decline: true,
};

export const MOVE_NAMES = Object.keys(MOVES) as readonly MoveName[];

const DECLINE: CaylusMove = { move: 'decline', args: [] };

function buildMove(c: ConstructionChoice): CaylusMove {
  return { move: 'build', args: c.any ? [c.id, c.any] : [c.id] };
}

/** Every legal move of player p now (empty when p has nothing to decide). */
export function legalMoves(G: CaylusState, p: PlayerID): CaylusMove[] {
  const d = G.decision;
  if (!d || d.player !== p) return [];
  switch (d.kind) {
    case 'place':
      return [
        ...legalPlacements(G, p).map((s): CaylusMove => ({ move: 'place', args: [s] })),
        { move: 'pass', args: [] },
      ];
    case 'gate':
      return [...legalGateTargets(G, p).map((s): CaylusMove => ({ move: 'gate', args: [s] })), DECLINE];
    case 'guild':
      return [...legalGuildMoves(G).map((n): CaylusMove => ({ move: 'guild', args: [n] })), DECLINE];
    case 'joust':
      return canJoust(G, p) ? [{ move: 'joust', args: [] }, DECLINE] : [DECLINE];
    case 'inn':
      return legalInnChoices().map((stay): CaylusMove => ({ move: 'inn', args: [stay] }));
    case 'bribe':
      return [...legalBribes(G, p).map((n): CaylusMove => ({ move: 'bribe', args: [n] })), DECLINE];
    case 'produce':
      return legalProductions(G, d.space).map((i): CaylusMove => ({ move: 'produce', args: [i] }));
    case 'ownerBonus':
      return legalOwnerBonus(G, d.space).map((c): CaylusMove => ({ move: 'ownerBonus', args: [c] }));
    case 'sell':
      return [...legalSales(G, p).map((c): CaylusMove => ({ move: 'sell', args: [c] })), DECLINE];
    case 'buy':
      return [...legalPurchases(G, p, d.space).map((l): CaylusMove => ({ move: 'buy', args: [l] })), DECLINE];
    case 'construct': {
      const e = effectAt(G, d.space);
      const type = e.kind === 'construct' ? e.type : 'wood';
      return [...legalConstructions(G, p, type, null).map(buildMove), DECLINE];
    }
    case 'convert': {
      const e = effectAt(G, d.space);
      const price = e.kind === 'convert' ? e : FAVOUR_CONVERT_PRICE;
      return [...legalConversionTargets(G, p, price).map((s): CaylusMove => ({ move: 'convert', args: [s] })), DECLINE];
    }
    case 'prestige':
      return [
        ...legalPrestige(G, p).map((c): CaylusMove => ({ move: 'buildPrestige', args: [c.id, c.space] })),
        DECLINE,
      ];
    case 'trade':
      return [...legalTrades(G, p, d.space).map((i): CaylusMove => ({ move: 'trade', args: [i] })), DECLINE];
    case 'alchemy':
      return [...legalAlchemy(G, p, d.space).map((l): CaylusMove => ({ move: 'alchemy', args: [l] })), DECLINE];
    case 'castle':
      return [...legalCastleBatches(G, p).map(([a, b]): CaylusMove => ({ move: 'castle', args: [a, b] })), DECLINE];
    case 'favour':
      return legalFavourTracks(G, p).map((t): CaylusMove => ({ move: 'favour', args: [t] }));
    case 'favourResource':
      return legalFavourResources(G, p, d.column).map(
        (c): CaylusMove =>
          c.kind === 'take' ? { move: 'takeCube', args: [c.cube] } : { move: 'exchange', args: [c.give, ...c.take] },
      );
    case 'favourBuilding':
      return [
        ...legalFavourBuildings(G, p, d.column).map((c): CaylusMove => {
          if (c.kind === 'convert') return { move: 'convert', args: [c.space] };
          if (c.kind === 'prestige') return { move: 'buildPrestige', args: [c.choice.id, c.choice.space] };
          return buildMove(c.choice);
        }),
        DECLINE,
      ];
  }
}

/** Unordered cube lists in canonical order, so ['wood','food'] matches ['food','wood']. */
export function canonical(move: string, args: readonly unknown[]): readonly unknown[] {
  const out = [...args];
  if ((move === 'buy' || move === 'alchemy') && Array.isArray(out[0]) && out[0].every(isBasicCube)) {
    out[0] = sortBasic(out[0] as BasicCube[]);
  }
  if (
    move === 'exchange' &&
    isBasicCube(out[1]) &&
    isBasicCube(out[2]) &&
    BASIC_CUBES.indexOf(out[1]) > BASIC_CUBES.indexOf(out[2])
  ) {
    out.splice(1, 2, out[2], out[1]);
  }
  return out;
}

/**
 * Caylus has no hidden or random moves (contract `irreversible`): every step can be
 * taken back until the turn passes to another player.
 */
export function irreversible(_G: CaylusState, _p: PlayerID, _m: CaylusMove): boolean {
  return false;
}

/**
 * Plays a member of legalMoves(G, p) and runs the turn on to the next decision.
 * Not a validator: the contract only ever passes members.
 */
export function apply(G: CaylusState, p: PlayerID, m: CaylusMove): void {
  const d = G.decision;
  if (!d || d.player !== p) throw new Error(`player ${p} has no decision to take`);
  if (!dispatch(G, d, m)) proceed(G);
}

/** Applies a legal move; returns true when it set a follow-up decision itself. */
function dispatch(G: CaylusState, d: Decision, m: CaylusMove): boolean {
  const p = d.player;
  const step = G.step;
  const indexed = step.phase === 'specials' || step.phase === 'provost' || step.phase === 'castle' ? step : null;
  // Gate, Guild, Jousting Field and bribes log their own way of declining.
  if (m.move === 'decline' && !['gate', 'guild', 'joust', 'bribe'].includes(d.kind))
    log(G, 'decline', { player: p, decision: d.kind });
  switch (d.kind) {
    case 'place': {
      if (m.move === 'place') placeWorker(G, p, m.args[0]);
      else passPlacement(G, p);
      if (step.phase === 'placement') step.next = G.turnOrder.indexOf(p) + 1;
      return false;
    }
    case 'gate':
      resolveGate(G, p, m.move === 'gate' ? m.args[0] : null);
      break;
    case 'guild':
      resolveGuild(G, p, m.move === 'guild' ? m.args[0] : 0);
      break;
    case 'joust':
      resolveJoust(G, p, m.move === 'joust');
      break;
    case 'inn':
      resolveInnResident(G, p, m.move === 'inn' && m.args[0]);
      break;
    case 'bribe':
      bribe(G, p, m.move === 'bribe' ? m.args[0] : 0);
      break;
    case 'produce':
      produce(G, p, d.space, m.move === 'produce' ? m.args[0] : 0);
      return false;
    case 'ownerBonus':
      if (m.move === 'ownerBonus') takeOwnerBonus(G, p, d.space, m.args[0]);
      return false;
    case 'castle':
      if (m.move === 'castle') {
        buildBatch(G, p, m.args[0], m.args[1]);
        return false;
      }
      finishCastle(G, p);
      break;
    case 'favour': {
      if (m.move !== 'favour') return false;
      const track = m.args[0];
      const column = chooseFavourTrack(G, p, track);
      if (track === 'resources') {
        G.decision = { kind: 'favourResource', player: p, column };
        return true;
      }
      if (track === 'buildings') {
        if (legalFavourBuildings(G, p, column).length === 0) {
          log(G, 'favourNothing', { player: p });
          return false;
        }
        G.decision = { kind: 'favourBuilding', player: p, column };
        return true;
      }
      return false;
    }
    case 'favourResource':
      if (m.move === 'takeCube') applyFavourResource(G, p, { kind: 'take', cube: m.args[0] });
      else if (m.move === 'exchange')
        applyFavourResource(G, p, { kind: 'exchange', give: m.args[0], take: [m.args[1], m.args[2]] });
      return false;
    case 'favourBuilding':
    case 'construct':
    case 'convert':
    case 'prestige':
    case 'sell':
    case 'buy':
    case 'trade':
    case 'alchemy':
      roadOrFavourEffect(G, d, m);
      return false;
  }
  if (indexed) indexed.index++;
  return false;
}

function roadOrFavourEffect(G: CaylusState, d: Decision, m: CaylusMove): void {
  const p = d.player;
  const favour = d.kind === 'favourBuilding';
  const space = 'space' in d ? d.space : 0;
  switch (m.move) {
    case 'build': {
      const [id, any] = m.args;
      const choice: ConstructionChoice = any ? { id, any } : { id };
      // Buildings track: wood buildings 1 wood less, stone buildings 1 stone less.
      construct(G, p, choice, favour ? (building(id).type === 'wood' ? 'wood' : 'stone') : null);
      return;
    }
    case 'convert': {
      const e = favour ? null : effectAt(G, space);
      convert(G, p, m.args[0], e && e.kind === 'convert' ? e : FAVOUR_CONVERT_PRICE);
      return;
    }
    case 'buildPrestige':
      buildPrestige(G, p, { id: m.args[0], space: m.args[1] });
      return;
    case 'sell':
      sell(G, p, space, m.args[0]);
      return;
    case 'buy':
      buy(G, p, space, m.args[0]);
      return;
    case 'trade':
      trade(G, p, space, m.args[0]);
      return;
    case 'alchemy':
      alchemy(G, p, space, m.args[0]);
      return;
    default:
      return;
  }
}
