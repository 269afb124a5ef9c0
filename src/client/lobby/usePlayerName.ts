import { useState } from 'react';
import { useServices } from '../site/services';

/** The player's name, kept in this browser for the next table. */
export function usePlayerName(): [string, (name: string) => void] {
  const { seats } = useServices();
  const [name, setName] = useState(() => seats.playerName());
  const update = (value: string) => {
    setName(value);
    seats.setPlayerName(value);
  };
  return [name, update];
}
