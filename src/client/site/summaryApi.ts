import type { TableSummary } from '../../engine/tables/summary';

// One table as the lists show it: GET /games/:name/:id/summary.

export type { TableSummary };

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
