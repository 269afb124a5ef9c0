import type { TFunction } from 'i18next';
import type { SeatInfo } from '../kit/types';
import type { MatchData } from './useBgioClient';

interface PlayerMeta { id: number; name?: string; isConnected?: boolean; data?: unknown }

function isBotData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { bot?: unknown }).bot === 'string';
}

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
    // Live metadata has no `data`; the lobby's copy says which seats are bots.
    const bot = isBotData(fallback.find((p) => p.id === i)?.data);
    return {
      id: String(i),
      name: m?.name || t('seat.open', { number: i + 1 }),
      isBot: bot,
      isConnected: live ? Boolean(m?.isConnected) : undefined,
    };
  });
}
