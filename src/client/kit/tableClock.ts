import { createContext } from 'react';
import type { TableClock } from './clock';

/**
 * A table's clocks as the page last read them from the server: the stored clock,
 * how far the server's time is ahead of this browser's (to count down from the
 * server's `running` times), and the level of the bot a seat out of time may be
 * handed to. Null at tables without a clock (and on one screen).
 */
export interface ShownClock {
  clock: TableClock;
  /** Server time minus this browser's time, in milliseconds. */
  offsetMs: number;
  botLevel: string | null;
}

export const TableClockContext = createContext<ShownClock | null>(null);
