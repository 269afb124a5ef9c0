// Readable texts for cubes, costs, spots and every legal move of Caylus. Pure
// functions over a translate function, so the decision panel, the board's labels
// and the tests share one wording.
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import {
  building,
  CUBES,
  FAVOUR_COLUMNS,
  placementPrice,
  roadSpace,
  vpOf,
  type CaylusMove,
  type CaylusState,
  type Cost,
  type Cube,
  type Cubes,
  type Decision,
  type Spot,
  type Track,
} from '../../../games/caylus';

/** A key under the `caylus` namespace and its interpolation values. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** `t` bound to the game's namespace, with a plain signature the helpers can share. */
export function useCaylusT(): Translate {
  const { t } = useTranslation('caylus');
  return useMemo<Translate>(() => (key, params) => String(t(key, params ?? {})), [t]);
}

export function cubeName(t: Translate, cube: Cube): string {
  return t(`cubes.${cube}`);
}

/** "2 food + 1 cloth", cubes in the game's usual order. */
export function cubesText(t: Translate, cubes: Cubes): string {
  const parts = CUBES.filter((c) => (cubes[c] ?? 0) > 0).map((c) => `${cubes[c]} ${cubeName(t, c)}`);
  return parts.join(' + ');
}

export function cubeListText(t: Translate, list: readonly Cube[]): string {
  const counts: Cubes = {};
  for (const c of list) counts[c] = (counts[c] ?? 0) + 1;
  return cubesText(t, counts);
}

/** A building cost with `any` spelled out, or resolved to the chosen cube. */
export function costText(t: Translate, cost: Cost, anyAs?: Cube, discount?: Cube | null): string {
  const { any = 0, ...cubes } = cost;
  const paid: Cubes = { ...cubes };
  if (any > 0 && anyAs) paid[anyAs] = (paid[anyAs] ?? 0) + any;
  if (discount && (paid[discount] ?? 0) > 0) paid[discount] = (paid[discount] ?? 0) - 1;
  const parts = [cubesText(t, paid)].filter(Boolean);
  if (any > 0 && !anyAs) parts.push(`${any} ${t('board.anyCube')}`);
  return parts.length > 0 ? parts.join(' + ') : t('board.free');
}

/** The board's name for a building: the log's name, told apart where two tiles share it. */
export function buildingName(t: Translate, id: string | null): string {
  const name = t(`buildings.${id ?? 'empty'}`);
  return id ? t(`board.names.${id}`, { defaultValue: name }) : name;
}

/** "Gate", "Castle", "Farm (space 3)". */
export function spotText(t: Translate, G: CaylusState, spot: Spot): string {
  if (typeof spot === 'number') {
    return `${buildingName(t, roadSpace(G, spot).building)} (${t('board.space', { space: spot })})`;
  }
  return t(`spots.${spot}`);
}

/** The column a favour on `track` reaches now (a maxed or locked track stays where it is). */
export function favourColumn(G: CaylusState, player: string, track: Track): number {
  const now = G.players[player].favours[track];
  const limit = Math.min(G.favourColumnLimit, FAVOUR_COLUMNS);
  return now < limit ? now + 1 : now;
}

export function favourEffect(t: Translate, track: Track, column: number): string {
  return column >= 1 ? t(`favours.${track}.${column - 1}`) : t('board.startColumn');
}

function provostText(t: Translate, G: CaylusState, delta: number, bribe: boolean): string {
  const key = `choice.${bribe ? 'bribe' : 'provost'}${delta > 0 ? 'Forward' : 'Back'}`;
  return t(key, { count: Math.abs(delta), to: G.provost + delta });
}

/** The building-track discount a favour construction gets (one wood or one stone less). */
function favourDiscount(d: Decision, id: string): Cube | null {
  if (d.kind !== 'favourBuilding') return null;
  return building(id).type === 'wood' ? 'wood' : 'stone';
}

/** What choosing this legal move does, in words (never raw arguments). */
export function choiceText(t: Translate, G: CaylusState, d: Decision, m: CaylusMove): string {
  const space = 'space' in d ? d.space : 0;
  const effect =
    space > 0 && roadSpace(G, space).building ? building(roadSpace(G, space).building as string).effect : null;
  switch (m.move) {
    case 'place':
      return t('choice.place', { spot: spotText(t, G, m.args[0]), price: placementPrice(G, d.player, m.args[0]) });
    case 'pass':
      return G.bridge.length === 0 ? t('choice.passFirst') : t('choice.pass');
    case 'gate':
      return t('choice.gate', { spot: spotText(t, G, m.args[0]) });
    case 'guild':
      return provostText(t, G, m.args[0], false);
    case 'bribe':
      return provostText(t, G, m.args[0], true);
    case 'joust':
      return t('choice.joust');
    case 'inn':
      return t(m.args[0] ? 'choice.innStay' : 'choice.innLeave');
    case 'produce': {
      const options = effect?.kind === 'produce' ? effect.options : [];
      return t('choice.produce', { cubes: cubesText(t, options[m.args[0]] ?? {}) });
    }
    case 'ownerBonus':
    case 'takeCube':
      return t('choice.takeCube', { cube: cubeName(t, m.args[0]) });
    case 'sell':
      return t('choice.sell', { cube: cubeName(t, m.args[0]), deniers: effect?.kind === 'sell' ? effect.deniers : 0 });
    case 'buy': {
      const list = m.args[0];
      const offer = effect?.kind === 'buy' ? effect.offers.find((o) => o.cubes === list.length) : undefined;
      return t('choice.buy', { cubes: cubeListText(t, list), deniers: offer?.deniers ?? 0 });
    }
    case 'build': {
      const [id, any] = m.args;
      return t('choice.build', {
        building: buildingName(t, id),
        cost: costText(t, building(id).cost, any, favourDiscount(d, id)),
        vp: vpOf(G, id),
      });
    }
    case 'convert': {
      const target = m.args[0];
      return t('choice.convert', { building: buildingName(t, roadSpace(G, target).building), space: target });
    }
    case 'buildPrestige': {
      const [id, target] = m.args;
      return t('choice.buildPrestige', {
        building: buildingName(t, id),
        space: target,
        cost: costText(t, building(id).cost),
        vp: building(id).vp,
      });
    }
    case 'trade': {
      const offer = effect?.kind === 'trade' ? effect.offers[m.args[0]] : undefined;
      if (!offer) return t('moves.trade');
      const { deniers = 0, ...cubes } = offer.pay;
      const pay = [deniers > 0 ? t('choice.deniers', { deniers }) : '', cubesText(t, cubes)]
        .filter(Boolean)
        .join(' + ');
      const gain = [
        offer.gain.vp ? t('choice.points', { vp: offer.gain.vp }) : '',
        offer.gain.gold ? t('choice.gold', { gold: offer.gain.gold }) : '',
      ]
        .filter(Boolean)
        .join(' + ');
      return t('choice.trade', { pay, gain });
    }
    case 'alchemy': {
      const list = m.args[0];
      const offer = effect?.kind === 'alchemy' ? effect.offers.find((o) => o.basic === list.length) : undefined;
      return t('choice.alchemy', { cubes: cubeListText(t, list), gold: offer?.gold ?? 0 });
    }
    case 'castle':
      return t('choice.castle', { cubes: cubeListText(t, ['food', m.args[0], m.args[1]]) });
    case 'favour': {
      const track = m.args[0];
      const column = favourColumn(G, d.player, track);
      return t('choice.favour', { track: t(`tracks.${track}`), column, effect: favourEffect(t, track, column) });
    }
    case 'exchange':
      return t('choice.exchange', { give: cubeName(t, m.args[0]), cubes: cubeListText(t, [m.args[1], m.args[2]]) });
    case 'decline':
      return declineText(t, G, d);
  }
}

function declineText(t: Translate, G: CaylusState, d: Decision): string {
  if (d.kind === 'castle' && (G.castleBuilt[d.player] ?? 0) === 0) return t('decline.castleNone');
  return t(`decline.${d.kind}`);
}

/** Heading under which a long list of choices is folded (null: no heading). */
export function choiceGroup(t: Translate, m: CaylusMove): string | null {
  switch (m.move) {
    case 'exchange':
      return t('choice.give', { cube: cubeName(t, m.args[0]) });
    case 'buy':
    case 'alchemy':
      return t('choice.offerCubes', { count: m.args[0].length });
    case 'build':
      return t(building(m.args[0]).type === 'wood' ? 'board.supplyWood' : 'board.supplyStone');
    case 'buildPrestige':
      return t('board.supplyPrestige');
    case 'convert':
      return t('board.groupConvert');
    default:
      return null;
  }
}
