// Player pieces and cubes. Every piece carries its seat's symbol as well as its
// colour, and a spoken name, so colour is never the only cue.
import { memo } from 'react';
import type { Cube } from '../../../games/caylus';
import { seatStyle, useSeats } from '../../kit';
import { useCaylusT } from './text';

function useSeatName(playerID: string): string {
  const seats = useSeats();
  return seats.find((s) => s.id === playerID)?.name || `#${Number(playerID) + 1}`;
}

/** A worker (round pawn) or a house (ownership marker) of one player. */
export const Piece = memo(function Piece({ playerID, kind, label }: {
  playerID: string;
  kind: 'worker' | 'house' | 'marker';
  /** Spoken text when the piece means more than "worker of X" (e.g. a bridge position). */
  label?: string;
}) {
  const t = useCaylusT();
  const name = useSeatName(playerID);
  const style = seatStyle(playerID);
  const spoken = label
    ?? (kind === 'marker' ? name : t(kind === 'house' ? 'board.houseOf' : 'board.workerOf', { name }));
  return (
    <span
      className={`cy-piece cy-${kind}`}
      style={{ background: style.colour, color: style.ink }}
      role="img"
      aria-label={spoken}
      data-player={playerID}
    >
      {style.symbol}
    </span>
  );
});

const CUBE_LETTER: Record<Cube, string> = { food: 'F', wood: 'W', stone: 'S', cloth: 'C', gold: 'G' };

/** A cube as a coloured square with its initial (the colours alone are hard to tell apart). */
export function CubeChip({ cube, count }: { cube: Cube; count?: number }) {
  return (
    <span className="cy-cube-group" aria-hidden="true">
      {count !== undefined && count > 1 && <span className="cy-cube-count">{count}×</span>}
      <span className={`cy-cube cy-cube-${cube}`}>{CUBE_LETTER[cube]}</span>
    </span>
  );
}
