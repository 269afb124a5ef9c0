import type { LobbyAPI } from 'boardgame.io';

// The table's name travels in its creator's player metadata (`data.tableName`):
// setupData holds only the game's own options, which the server validates.
export function tableNameOf(match: LobbyAPI.Match): string | undefined {
  for (const p of match.players) {
    const data: unknown = p.data;
    if (typeof data === 'object' && data !== null) {
      const name = (data as { tableName?: unknown }).tableName;
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
  }
  return undefined;
}

export function freeSeats(match: LobbyAPI.Match): number[] {
  return match.players.filter((p) => !p.name).map((p) => p.id);
}
