// The board's wording: a translate function bound to the `tikal` namespace and
// the sentences shared by hex labels, the hex inspector and the tests.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SpaceId,
  EXPLORER_STRENGTH,
  LEADER_STRENGTH,
  hasStrictMajority,
  type PlayerID,
  type TikalState,
} from '../../../games/tikal';
import { seatStyle } from '../../kit';
import type { SeatInfo } from '../../kit';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function useTikalT(): Translate {
  const { t } = useTranslation('tikal');
  return useMemo<Translate>(() => (key, params) => String(t(key, params ?? {})), [t]);
}

/** Who stands on a hex: per player, the leader and the number of explorers. */
export interface Occupant {
  player: PlayerID;
  leader: boolean;
  explorers: number;
  /**
   * Where explorers that were not here in the state shown before came from (the
   * kit's motion anchor: `hex:<space>`, or `panel:<player>` from the supply).
   */
  from?: string;
}

/**
 * Occupants of every hex, in seat order; computed once per state. With the state
 * shown before, each group that explorers joined says where they came from.
 */
export function occupantsBySpace(G: TikalState, before?: TikalState | null): Map<SpaceId, Occupant[]> {
  const out = new Map<SpaceId, Occupant[]>();
  for (const player of G.playOrder) {
    const bySpace = new Map<SpaceId, Occupant>();
    const was = before?.players[player]?.pieces;
    G.players[player].pieces.forEach((piece, i) => {
      if (piece.where !== 'board') return;
      const o = bySpace.get(piece.space) ?? { player, leader: false, explorers: 0 };
      if (piece.kind === 'leader') o.leader = true;
      else o.explorers += 1;
      const old = was?.[i];
      if (piece.kind === 'explorer' && old && !(old.where === 'board' && old.space === piece.space)) {
        o.from = old.where === 'board' ? `hex:${old.space}` : `panel:${player}`;
      }
      bySpace.set(piece.space, o);
    });
    for (const [space, o] of bySpace) out.set(space, [...(out.get(space) ?? []), o]);
  }
  return out;
}

/** "Alice (blue ●)": a name that does not rely on colour. */
export function seatLabel(seats: readonly SeatInfo[], player: PlayerID): string {
  const name = seats.find((s) => s.id === player)?.name || `#${Number(player) + 1}`;
  return `${name} ${seatStyle(player).symbol}`;
}

export function occupantText(t: Translate, o: Occupant): string {
  const parts: string[] = [];
  if (o.leader) parts.push(t('pieces.leader'));
  if (o.explorers > 0) parts.push(t('board.explorers', { count: o.explorers }));
  const strength = (o.leader ? LEADER_STRENGTH : 0) + o.explorers * EXPLORER_STRENGTH;
  return `${parts.join(', ')} (${t('board.strength', { strength })})`;
}

/** Who an unguarded temple would score for now: the one strictly strongest there. */
function templeLeader(
  t: Translate,
  G: TikalState,
  space: SpaceId,
  occupants: readonly Occupant[],
  seats: readonly SeatInfo[],
): string | null {
  if (occupants.length === 0) return null;
  const leader = G.playOrder.find((p) => hasStrictMajority(G, p, space));
  return leader === undefined ? t('board.scoresForNobody') : t('board.scoresFor', { player: seatLabel(seats, leader) });
}

/** Sentence case for the pieces of a description, whatever their string starts with. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** One line about a hex: terrain, value, guard, treasures, camp and who stands there. */
export function describeSpace(
  t: Translate,
  G: TikalState,
  space: SpaceId,
  occupants: readonly Occupant[],
  seats: readonly SeatInfo[],
): string {
  const s = G.spaces[space];
  const parts = [t('board.space', { space })];
  if (s.kind === null) parts.push(t('board.unexplored'));
  else if (s.kind === 'temple') parts.push(t('board.temple', { value: s.templeValue }));
  else if (s.kind === 'ruin') parts.push(t('board.ruin', { count: s.treasuresLeft }));
  else parts.push(t(`terrain.${s.kind}`));
  if (s.guard !== null) parts.push(t('board.guardedBy', { player: seatLabel(seats, s.guard) }));
  if (s.camp !== null) parts.push(t('board.campOf', { player: seatLabel(seats, s.camp) }));
  for (const o of occupants) parts.push(`${seatLabel(seats, o.player)}: ${occupantText(t, o)}`);
  if (s.kind === 'temple' && s.guard === null) {
    const leader = templeLeader(t, G, space, occupants, seats);
    if (leader) parts.push(leader);
  }
  return parts.map(capitalise).join('. ');
}
