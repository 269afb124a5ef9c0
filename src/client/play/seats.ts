import type { TFunction } from 'i18next';
import type { SeatInfo } from '../kit/types';
import { botLevelOf, botName, isDeletedPlayer, leftName } from '../site/botSeats';
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
    // The seat's data says which seats are bots: the live copy's when it has one
    // (a seat handed over is announced live), else the lobby's.
    const listed = fallback.find((p) => p.id === i);
    const source = m && 'data' in m ? m : listed;
    const level = botLevelOf(source);
    const left = level ? leftName(source) : null;
    const bot = level ? botName(t, String(i), level) : '';
    return {
      id: String(i),
      name:
        level && m?.name
          ? left
            ? t('seatLog.playsFor', { bot, name: left })
            : bot
          : m?.name && isDeletedPlayer(source)
            ? t('account.deletedPlayer')
            : m?.name || t('seat.open', { number: i + 1 }),
      isBot: level !== null,
      // The server plays a bot: it is always there.
      isConnected: level ? true : live ? Boolean(m?.isConnected) : undefined,
    };
  });
}
