import { createContext, useContext } from 'react';
import type { SeatInfo } from './types';

/** The seats of the table on screen, so any kit component can name a player. */
export const SeatsContext = createContext<readonly SeatInfo[]>([]);

export function useSeats(): readonly SeatInfo[] {
  return useContext(SeatsContext);
}
