// One table as the lists show it: GET /games/:name/:id/summary (src/server/tables/summary.ts).

export interface TableSummary {
  matchID: string;
  game: string;
  tableNumber: number | null;
  players: { id: number; name: string | null; bot: string | null; isConnected: boolean | null }[];
  /** Seats that must act now; empty once over or while seats are open. */
  acting: string[];
  progress: number;
  turn: number;
  started: boolean;
  over: boolean;
  winners: string[];
  createdAt: number;
  updatedAt: number;
  clock: unknown;
  /** The server's time when it answered, to count clocks from. */
  serverNow: number;
}

export interface TablesApi {
  /** The table's summary; null when the server no longer has it. */
  summary(gameId: string, matchID: string): Promise<TableSummary | null>;
}

export function createTablesApi(base = ''): TablesApi {
  return {
    async summary(gameId, matchID) {
      const answer = await fetch(`${base}/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/summary`, {
        headers: { Accept: 'application/json' },
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`summary: ${answer.status}`);
      return (await answer.json()) as TableSummary;
    },
  };
}
