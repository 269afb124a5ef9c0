import type { LobbyAPI } from 'boardgame.io';
import { tableNameOf as nameOfSeats } from '../../engine/tables/tableName';

// The table's name travels in its creator's player metadata (`data.tableName`):
// setupData holds only the game's own options, which the server validates.
export function tableNameOf(match: LobbyAPI.Match): string | undefined {
  return nameOfSeats(match.players) ?? undefined;
}

/**
 * The seats a newcomer may take: any empty one before the game starts, once it
 * has started only one its players opened for a new player (the server refuses others).
 */
export function freeSeats(match: LobbyAPI.Match): number[] {
  const { started, openedSeats } = match as { started?: unknown; openedSeats?: unknown };
  const opened = Array.isArray(openedSeats) ? openedSeats : [];
  return match.players.filter((p) => !p.name && (started !== true || opened.includes(String(p.id)))).map((p) => p.id);
}
