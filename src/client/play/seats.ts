import type { TFunction } from 'i18next';
import type { SeatInfo } from '../kit/types';
import type { MatchData } from './useBgioClient';

interface PlayerMeta { id: number; name?: string; isConnected?: boolean }

/** Seats of an online table, named from the match's live metadata. */
export function onlineSeats(
  numPlayers: number,
  live: MatchData,
  fallback: readonly PlayerMeta[],
  t: TFunction,
): SeatInfo[] {
  const meta = live ?? fallback;
  return Array.from({ length: numPlayers }, (_, i) => {
    const m = meta.find((p) => p.id === i);
    return {
      id: String(i),
      name: m?.name || t('seat.open', { number: i + 1 }),
      isBot: false,
      isConnected: live ? Boolean(m?.isConnected) : undefined,
    };
  });
}
