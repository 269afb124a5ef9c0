import { createContext, useContext, useRef } from 'react';
import type { SeatInfo } from './types';

/** The seats of the table on screen, so any kit component can name a player. */
export const SeatsContext = createContext<readonly SeatInfo[]>([]);

export function useSeats(): readonly SeatInfo[] {
  return useContext(SeatsContext);
}

function sameSeat(a: SeatInfo, b: SeatInfo): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof SeatInfo)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * The seats as given, or the array given before when nothing in it changed. The
 * pages build a fresh array on every render (each bot move, each "thinking"), and
 * a new context value re-renders every player name on the table, the game log's
 * hundreds of lines included.
 */
export function useSameSeats<T extends readonly SeatInfo[]>(seats: T): T {
  const kept = useRef(seats);
  const old = kept.current;
  if (old !== seats && (old.length !== seats.length || seats.some((s, i) => !sameSeat(s, old[i]!))))
    kept.current = seats;
  return kept.current;
}
