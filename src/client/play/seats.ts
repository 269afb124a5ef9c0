import type { TFunction } from 'i18next';
import type { SeatInfo } from '../kit/types';
import { botLevelOf, botName } from '../site/botSeats';
import type { MatchData } from './useBgioClient';

interface PlayerMeta {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: unknown;
}

/** Seats of an online table, named from the match's live metadata; a bot seat by its level (the server plays it). */
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
    const level = botLevelOf(fallback.find((p) => p.id === i));
    return {
      id: String(i),
      name: level && m?.name ? botName(t, String(i), level) : m?.name || t('seat.open', { number: i + 1 }),
      isBot: level !== null,
      // The server plays a bot: it is always there.
      isConnected: level ? true : live ? Boolean(m?.isConnected) : undefined,
    };
  });
}
