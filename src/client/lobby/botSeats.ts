import type { TFunction } from 'i18next';
import type { BotLevel } from '../../games/bots/levels';
import type { LobbyApi } from './lobbyApi';
import type { SeatStore, StoredBotSeat } from './seatStore';

/** The name a bot seat shows at the table. */
export function botName(t: TFunction, playerID: string, level: BotLevel): string {
  return t('bots.name', { number: Number(playerID) + 1, level: t(`bots.level.${level}`) });
}

/**
 * Seats bots at an online table: each takes its seat through the Lobby API like a
 * person (`data.bot` marks it), and this browser keeps its credentials to play it.
 */
export async function seatBots(
  lobby: LobbyApi,
  seats: SeatStore,
  t: TFunction,
  gameId: string,
  matchID: string,
  wanted: readonly { playerID: string; level: BotLevel }[],
): Promise<StoredBotSeat[]> {
  const seated: StoredBotSeat[] = [];
  for (const { playerID, level } of wanted) {
    const joined = await lobby.joinMatch(gameId, matchID, {
      playerID, playerName: botName(t, playerID, level), data: { bot: level },
    });
    seated.push({ playerID: joined.playerID, credentials: joined.playerCredentials, level });
  }
  seats.setBots(gameId, matchID, [...seats.bots(gameId, matchID), ...seated]);
  return seated;
}
