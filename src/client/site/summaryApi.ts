import type { TableSummary } from '../../engine/tables/summary';

// One table as the lists show it: GET /games/:name/:id/summary; and the printed
// values new tables of a game are made with, for the rules page: GET /printed/:name.

export type { TableSummary };

export interface TablesApi {
  /** The table's summary; null when the server no longer has it. */
  summary(gameId: string, matchID: string): Promise<TableSummary | null>;
  /** The printed values the server makes new matches of a game with (GET /printed/:name); null values: the stand-ins. */
  printed?(gameId: string): Promise<PrintedInUse>;
}

export interface PrintedInUse {
  /** The host's file, e.g. "troyes.json", or null. */
  file: string | null;
  values: unknown;
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
    async printed(gameId) {
      const answer = await fetch(`${base}/printed/${encodeURIComponent(gameId)}`, {
        headers: { Accept: 'application/json' },
      });
      if (!answer.ok) throw new Error(`printed: ${answer.status}`);
      return (await answer.json()) as PrintedInUse;
    },
  };
}
