import type { LobbyAPI } from 'boardgame.io';
import { tableNameOf as nameOfSeats } from '../../engine/tables/tableName';

// The table's name travels in its creator's player metadata (`data.tableName`):
// setupData holds only the game's own options, which the server validates.
export function tableNameOf(match: LobbyAPI.Match): string | undefined {
  return nameOfSeats(match.players) ?? undefined;
}

export function freeSeats(match: LobbyAPI.Match): number[] {
  return match.players.filter((p) => !p.name).map((p) => p.id);
}
