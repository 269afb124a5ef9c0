// Platform code beside the games, shared by the server's summaries and the pages.

/**
 * The table's name: it travels in its creator's player metadata (`data.tableName`,
 * checked by the server when the seat is taken), the first seat's that has one.
 */
export function tableNameOf(players: readonly { data?: unknown }[]): string | null {
  for (const p of players) {
    const data: unknown = p.data;
    if (typeof data === 'object' && data !== null) {
      const name = (data as { tableName?: unknown }).tableName;
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
  }
  return null;
}
