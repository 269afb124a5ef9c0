// The board's wording: a translate function bound to the `iwari` namespace, and the
// sentences shared by the map's labels, the inspector and the tests.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  connectionScore,
  mapOf,
  NEUTRAL,
  territoryName,
  tentCounts,
  tentScores,
  totemCap,
  totemCounts,
  totemLeaders,
  type IwariState,
  type MapIndex,
  type PlayerID,
  type Tribe,
} from '../../../games/iwari';
import { seatStyle } from '../../kit';
import type { SeatInfo } from '../../kit';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function useIwariT(): Translate {
  const { t } = useTranslation('iwari');
  return useMemo<Translate>(() => (key, params) => String(t(key, params ?? {})), [t]);
}

/** A tent space in words: its number in its territory (its place in the map's list), and the territory's name. */
export function spaceName(index: MapIndex, space: string): { space: number; biome: string; number: number } {
  const territory = index.territory.get(index.territoryOfSpace.get(space) ?? '');
  if (!territory) throw new Error(`no space ${space}`);
  return { space: territory.spaces.indexOf(space) + 1, ...territoryName(index, territory.id) };
}

/** A tribe's name that does not rely on colour: "Alice (▲)", or "the third tribe". */
export function tribeName(t: Translate, tribe: Tribe, seats: readonly SeatInfo[]): string {
  if (tribe === NEUTRAL) return t('board.neutral');
  const name = seats.find((s) => s.id === tribe)?.name ?? t('board.seat', { seat: Number(tribe) + 1 });
  return `${name} (${seatStyle(tribe).symbol})`;
}

function listCounts(t: Translate, counts: Record<Tribe, number>, seats: readonly SeatInfo[]): string {
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return entries.length === 0
    ? t('board.none')
    : entries.map(([tribe, n]) => `${tribeName(t, tribe, seats)} ${n}`).join(', ');
}

/** A territory in words: biome, spaces, who has what, the cap, and what a tent scoring would give now. */
export function describeTerritory(t: Translate, G: IwariState, id: string, seats: readonly SeatInfo[]): string {
  const index = mapOf(G);
  const territory = index.territory.get(id);
  if (!territory) return id;
  const tents = tentCounts(G, territory);
  const totems = totemCounts(G, id);
  const free = territory.spaces.filter((s) => G.tents[s] === undefined).length;
  const feats = G.featsOnTerritories[id] ?? [];
  const factor = 1 + feats.length;
  const points = tentScores(tents, factor);
  const scoring = Object.entries(points).filter(([tribe]) => tribe !== NEUTRAL);
  const parts = [
    t('board.territoryHead', { ...territoryName(index, id), free, spaces: territory.spaces.length }),
    t('board.tentsHere', { list: listCounts(t, tents, seats) }),
    t('board.totemsHere', { list: listCounts(t, totems, seats), cap: totemCap(tents) }),
  ];
  if (feats.length > 0)
    parts.push(t('board.featsHere', { feats: feats.map((f) => t(`feats.${f}`)).join(', '), factor }));
  parts.push(
    scoring.length === 0
      ? t('board.scoresNobody')
      : t('board.scoresNow', {
          list: scoring
            .sort((a, b) => b[1] - a[1])
            .map(([tribe, n]) => `${tribeName(t, tribe, seats)} ${n}`)
            .join(', '),
        }),
  );
  return parts.join(' ');
}

/** A connection in words: what it joins, the totem majority on each side, what it would score now. */
export function describeConnection(t: Translate, G: IwariState, n: number, seats: readonly SeatInfo[]): string {
  const index = mapOf(G);
  const c = index.connection.get(n);
  if (!c) return String(n);
  const lead = (territory: string) => {
    const leaders = totemLeaders(totemCounts(G, territory));
    return leaders.length === 0 ? t('board.noMajority') : leaders.map((tribe) => tribeName(t, tribe, seats)).join(', ');
  };
  const a = territoryName(index, c.a);
  const b = territoryName(index, c.b);
  const ends = { aBiome: a.biome, aNumber: a.number, bBiome: b.biome, bNumber: b.number };
  const parts = [
    t(c.kind === 'land' ? 'board.landConnection' : 'board.waterConnection', { n, ...ends }),
    t('board.majorityIn', { ...a, list: lead(c.a) }),
    t('board.majorityIn', { ...b, list: lead(c.b) }),
  ];
  const feats = G.featsOnConnections[String(n)] ?? [];
  if (feats.length > 0)
    parts.push(t('board.featsHere', { feats: feats.map((f) => t(`feats.${f}`)).join(', '), factor: 1 + feats.length }));
  if (G.mountains.includes(n)) {
    parts.push(t('board.underMountain'));
  } else {
    const points = Object.entries(connectionScore(totemCounts(G, c.a), totemCounts(G, c.b), 1 + feats.length)).filter(
      ([tribe]) => tribe !== NEUTRAL,
    );
    parts.push(
      points.length === 0
        ? t('board.connectionNobody')
        : t('board.connectionScores', {
            list: points.map(([tribe, p]) => `${tribeName(t, tribe, seats)} ${p}`).join(', '),
          }),
    );
  }
  return parts.join(' ');
}

/** The seat acting through the board, if any, as a tribe. */
export function actingTribe(G: IwariState, me: PlayerID | null): Tribe | null {
  if (me === null) return null;
  return G.turn.step === 'neutral' ? NEUTRAL : me;
}
