import type { TFunction } from 'i18next';

// How a table is named wherever the site names it (the table's page, the tab's
// title, My tables, the your-turn notices): by the name its creator gave it
// (`data.tableName`, `lobby/tableName.ts`), with the game and the table's number
// ("Friday game (Tikal, table 12)"); without a name, by the game and number.

export interface TableNaming {
  /** The game's title. */
  game: string;
  /** The name its creator gave the table, if any. */
  name?: string | null;
  /** The number the server gave the table, if any. */
  number?: number | null;
}

/** The game and the table's number ("Tikal, table 12"), or "Tikal table" without one. */
export function numberedTable(t: TFunction, { game, number }: TableNaming): string {
  return typeof number === 'number' ? t('myTables.tableNumber', { game, number }) : t('lobby.tableOf', { game });
}

/** The table's name with its game and number, or only the game and number when it has no name. */
export function tableTitle(t: TFunction, naming: TableNaming): string {
  const numbered = numberedTable(t, naming);
  const name = naming.name?.trim();
  return name ? t('myTables.named', { name, table: numbered }) : numbered;
}
