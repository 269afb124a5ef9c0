import type { TFunction } from 'i18next';
import { isBotLevel, type BotLevel } from '../../engine/bots/levels';

/** The name a bot seat shows at the table. */
export function botName(t: TFunction, playerID: string, level: BotLevel): string {
  return t('bots.name', { number: Number(playerID) + 1, level: t(`bots.level.${level}`) });
}

/** The level of the server's bot at a seat (`data.bot`, set by the server), or null for a person's seat. */
export function botLevelOf(player: { data?: unknown } | undefined): BotLevel | null {
  const data = player?.data;
  const level = typeof data === 'object' && data !== null ? (data as { bot?: unknown }).bot : undefined;
  return isBotLevel(level) ? level : null;
}

/** Whether a seat's player is the table's host (the first person seated; `data.host`). */
export function isHost(player: { data?: unknown } | undefined): boolean {
  const data = player?.data;
  return typeof data === 'object' && data !== null && (data as { host?: unknown }).host === true;
}

/** Whether the seat's player deleted their account (`data.deletedPlayer`, set by the server): no name is kept. */
export function isDeletedPlayer(player: { data?: unknown } | undefined): boolean {
  const data = player?.data;
  return typeof data === 'object' && data !== null && (data as { deletedPlayer?: unknown }).deletedPlayer === true;
}

/** A seated player's name as shown: a bot's in this page's language, with its level; "a deleted player" in it too. */
export function seatName(t: TFunction, player: { id: number; name?: string; data?: unknown }): string | undefined {
  if (!player.name) return undefined;
  if (isDeletedPlayer(player)) return t('account.deletedPlayer');
  const level = botLevelOf(player);
  return level ? botName(t, String(player.id), level) : player.name;
}

/** The name of the player who left a started game and whose seat a bot plays now (`data.left`), or null. */
export function leftName(player: { data?: unknown } | undefined): string | null {
  const data = player?.data;
  const left = typeof data === 'object' && data !== null ? (data as { left?: unknown }).left : undefined;
  return typeof left === 'string' && botLevelOf(player) ? left : null;
}
