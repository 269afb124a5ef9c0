// Every decision as {move, args}: the one list the board highlights, the bots
// enumerate and the moves validate against. A move is legal exactly when it is in
// legalMoves (after putting unordered cube lists in canonical order).
import { isBasicCube } from '../data/board';
import type { Track } from '../data/board';
import type { BasicCube, Cube } from '../data/buildings';
import { BASIC_CUBES, building } from '../data/buildings';
import type { CaylusState, Decision, PlayerID, Spot } from '../state';
import { buildBatch, finishCastle, legalCastleBatches } from './castle';
import { buildPrestige, construct, convert, legalConstructions, legalConversionTargets, legalPrestige } from './construction';
import type { ConstructionChoice } from './construction';
import {
  applyFavourResource, chooseFavourTrack, FAVOUR_CONVERT_PRICE, legalFavourBuildings, legalFavourResources,
  legalFavourTracks,
} from './favours';
import { proceed } from './flow';
import { legalPlacements, passPlacement, placeWorker } from './placement';
import {
  alchemy, buy, effectAt, legalAlchemy, legalOwnerBonus, legalProductions, legalPurchases, legalSales, legalTrades,
  produce, sell, sortBasic, takeOwnerBonus, trade,
} from './road';
import {
  bribe, canJoust, legalBribes, legalGateTargets, legalGuildMoves, legalInnChoices, resolveGate, resolveGuild, resolveInnResident, resolveJoust,
} from './specials';
import { log } from './stock';

export type MoveName =
  | 'place' | 'pass' | 'gate' | 'guild' | 'joust' | 'inn' | 'bribe' | 'produce' | 'ownerBonus' | 'sell' | 'buy'
  | 'build' | 'convert' | 'buildPrestige' | 'trade' | 'alchemy' | 'castle' | 'favour' | 'takeCube' | 'exchange'
  | 'decline';

export interface LegalMove {
  move: MoveName;
  args: (string | number | boolean | string[])[];
}

export const MOVE_NAMES: readonly MoveName[] = [
  'place', 'pass', 'gate', 'guild', 'joust', 'inn', 'bribe', 'produce', 'ownerBonus', 'sell', 'buy', 'build', 'convert',
  'buildPrestige', 'trade', 'alchemy', 'castle', 'favour', 'takeCube', 'exchange', 'decline',
];

/** Moves available in each decision (the boardgame.io stage of that name allows exactly these). */
export const DECISION_MOVES: Readonly<Record<Decision['kind'], readonly MoveName[]>> = {
  place: ['place', 'pass'],
  gate: ['gate', 'decline'],
  guild: ['guild', 'decline'],
  joust: ['joust', 'decline'],
  inn: ['inn'],
  bribe: ['bribe', 'decline'],
  produce: ['produce'],
  ownerBonus: ['ownerBonus'],
  sell: ['sell', 'decline'],
  buy: ['buy', 'decline'],
  construct: ['build', 'decline'],
  convert: ['convert', 'decline'],
  prestige: ['buildPrestige', 'decline'],
  trade: ['trade', 'decline'],
  alchemy: ['alchemy', 'decline'],
  castle: ['castle', 'decline'],
  favour: ['favour'],
  favourResource: ['takeCube', 'exchange'],
  favourBuilding: ['build', 'convert', 'buildPrestige', 'decline'],
};

const DECLINE: LegalMove = { move: 'decline', args: [] };

function buildMove(c: ConstructionChoice): LegalMove {
  return { move: 'build', args: c.any ? [c.id, c.any] : [c.id] };
}

/** Every legal move of player p now (empty when p has nothing to decide). */
export function legalMoves(G: CaylusState, p: PlayerID): LegalMove[] {
  const d = G.decision;
  if (!d || d.player !== p) return [];
  switch (d.kind) {
    case 'place':
      return [...legalPlacements(G, p).map((s): LegalMove => ({ move: 'place', args: [s] })), { move: 'pass', args: [] }];
    case 'gate':
      return [...legalGateTargets(G, p).map((s): LegalMove => ({ move: 'gate', args: [s] })), DECLINE];
    case 'guild':
      return [...legalGuildMoves(G).map((n): LegalMove => ({ move: 'guild', args: [n] })), DECLINE];
    case 'joust':
      return canJoust(G, p) ? [{ move: 'joust', args: [] }, DECLINE] : [DECLINE];
    case 'inn':
      return legalInnChoices().map((stay) => ({ move: 'inn', args: [stay] }));
    case 'bribe':
      return [...legalBribes(G, p).map((n): LegalMove => ({ move: 'bribe', args: [n] })), DECLINE];
    case 'produce':
      return legalProductions(G, d.space).map((i) => ({ move: 'produce', args: [i] }));
    case 'ownerBonus':
      return legalOwnerBonus(G, d.space).map((c) => ({ move: 'ownerBonus', args: [c] }));
    case 'sell':
      return [...legalSales(G, p).map((c): LegalMove => ({ move: 'sell', args: [c] })), DECLINE];
    case 'buy':
      return [...legalPurchases(G, p, d.space).map((l): LegalMove => ({ move: 'buy', args: [l] })), DECLINE];
    case 'construct': {
      const e = effectAt(G, d.space);
      const type = e.kind === 'construct' ? e.type : 'wood';
      return [...legalConstructions(G, p, type, null).map(buildMove), DECLINE];
    }
    case 'convert': {
      const e = effectAt(G, d.space);
      const price = e.kind === 'convert' ? e : FAVOUR_CONVERT_PRICE;
      return [...legalConversionTargets(G, p, price).map((s): LegalMove => ({ move: 'convert', args: [s] })), DECLINE];
    }
    case 'prestige':
      return [...legalPrestige(G, p).map((c): LegalMove => ({ move: 'buildPrestige', args: [c.id, c.space] })), DECLINE];
    case 'trade':
      return [...legalTrades(G, p, d.space).map((i): LegalMove => ({ move: 'trade', args: [i] })), DECLINE];
    case 'alchemy':
      return [...legalAlchemy(G, p, d.space).map((l): LegalMove => ({ move: 'alchemy', args: [l] })), DECLINE];
    case 'castle':
      return [...legalCastleBatches(G, p).map((pair): LegalMove => ({ move: 'castle', args: [...pair] })), DECLINE];
    case 'favour':
      return legalFavourTracks(G, p).map((t) => ({ move: 'favour', args: [t] }));
    case 'favourResource':
      return legalFavourResources(G, p, d.column).map((c): LegalMove => (c.kind === 'take'
        ? { move: 'takeCube', args: [c.cube] }
        : { move: 'exchange', args: [c.give, ...c.take] }));
    case 'favourBuilding':
      return [
        ...legalFavourBuildings(G, p, d.column).map((c): LegalMove => {
          if (c.kind === 'convert') return { move: 'convert', args: [c.space] };
          if (c.kind === 'prestige') return { move: 'buildPrestige', args: [c.choice.id, c.choice.space] };
          return buildMove(c.choice);
        }),
        DECLINE,
      ];
  }
}

/** Unordered cube lists in canonical order, so ['wood','food'] matches ['food','wood']. */
function canonical(move: string, args: readonly unknown[]): unknown[] {
  const out = [...args];
  while (out.length > 0 && out[out.length - 1] === undefined) out.pop();
  if ((move === 'buy' || move === 'alchemy') && Array.isArray(out[0]) && out[0].every(isBasicCube)) {
    out[0] = sortBasic(out[0] as BasicCube[]);
  }
  if (move === 'exchange' && isBasicCube(out[1]) && isBasicCube(out[2])
    && BASIC_CUBES.indexOf(out[1]) > BASIC_CUBES.indexOf(out[2])) {
    out.splice(1, 2, out[2], out[1]);
  }
  return out;
}

function keyOf(move: string, args: readonly unknown[]): string | null {
  try {
    return `${move}:${JSON.stringify(args)}`;
  } catch {
    return null;
  }
}

/** The canonical arguments if this move is legal for p now, else null. Changes nothing. */
export function validateMove(G: CaylusState, p: PlayerID, move: string, args: readonly unknown[]): LegalMove | null {
  if (!Array.isArray(args)) return null;
  const wanted = keyOf(move, canonical(move, args));
  if (wanted === null) return null;
  return legalMoves(G, p).find((m) => keyOf(m.move, m.args) === wanted) ?? null;
}

/** Applies a move if legal; returns false (having changed nothing) otherwise. */
export function applyMove(G: CaylusState, p: PlayerID, move: string, args: readonly unknown[]): boolean {
  const legal = validateMove(G, p, move, args);
  const d = G.decision;
  if (!legal || !d) return false;
  if (!dispatch(G, d, legal)) proceed(G);
  return true;
}

/** Applies a legal move; returns true when it set a follow-up decision itself. */
function dispatch(G: CaylusState, d: Decision, { move, args }: LegalMove): boolean {
  const p = d.player;
  const step = G.step;
  const indexed = step.phase === 'specials' || step.phase === 'provost' || step.phase === 'castle' ? step : null;
  // Gate, Guild, Jousting Field and bribes log their own way of declining.
  if (move === 'decline' && !['gate', 'guild', 'joust', 'bribe'].includes(d.kind)) log(G, 'decline', { player: p, decision: d.kind });
  switch (d.kind) {
    case 'place': {
      if (move === 'place') placeWorker(G, p, args[0] as Spot);
      else passPlacement(G, p);
      if (step.phase === 'placement') step.next = G.turnOrder.indexOf(p) + 1;
      return false;
    }
    case 'gate':
      resolveGate(G, p, move === 'gate' ? (args[0] as Spot) : null);
      break;
    case 'guild':
      resolveGuild(G, p, move === 'guild' ? (args[0] as number) : 0);
      break;
    case 'joust':
      resolveJoust(G, p, move === 'joust');
      break;
    case 'inn':
      resolveInnResident(G, p, args[0] === true);
      break;
    case 'bribe':
      bribe(G, p, move === 'bribe' ? (args[0] as number) : 0);
      break;
    case 'produce':
      produce(G, p, d.space, args[0] as number);
      return false;
    case 'ownerBonus':
      takeOwnerBonus(G, p, d.space, args[0] as Cube);
      return false;
    case 'castle':
      if (move === 'castle') {
        buildBatch(G, p, args[0] as Cube, args[1] as Cube);
        return false;
      }
      finishCastle(G, p);
      break;
    case 'favour': {
      const track = args[0] as Track;
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
      applyFavourResource(G, p, move === 'takeCube'
        ? { kind: 'take', cube: args[0] as Cube }
        : { kind: 'exchange', give: args[0] as Cube, take: [args[1] as BasicCube, args[2] as BasicCube] });
      return false;
    case 'favourBuilding':
    case 'construct':
    case 'convert':
    case 'prestige':
    case 'sell':
    case 'buy':
    case 'trade':
    case 'alchemy':
      roadOrFavourEffect(G, d, move, args);
      return false;
  }
  if (indexed) indexed.index++;
  return false;
}

function roadOrFavourEffect(G: CaylusState, d: Decision, move: MoveName, args: LegalMove['args']): void {
  const p = d.player;
  const favour = d.kind === 'favourBuilding';
  const space = 'space' in d ? d.space : 0;
  switch (move) {
    case 'build': {
      const id = args[0] as string;
      const choice: ConstructionChoice = args[1] ? { id, any: args[1] as Cube } : { id };
      // Buildings track: wood buildings 1 wood less, stone buildings 1 stone less.
      construct(G, p, choice, favour ? (building(id).type === 'wood' ? 'wood' : 'stone') : null);
      return;
    }
    case 'convert': {
      const e = favour ? null : effectAt(G, space);
      convert(G, p, args[0] as number, e && e.kind === 'convert' ? e : FAVOUR_CONVERT_PRICE);
      return;
    }
    case 'buildPrestige':
      buildPrestige(G, p, { id: args[0] as string, space: args[1] as number });
      return;
    case 'sell':
      sell(G, p, space, args[0] as Cube);
      return;
    case 'buy':
      buy(G, p, space, args[0] as BasicCube[]);
      return;
    case 'trade':
      trade(G, p, space, args[0] as number);
      return;
    case 'alchemy':
      alchemy(G, p, space, args[0] as BasicCube[]);
      return;
    default:
      return;
  }
}
