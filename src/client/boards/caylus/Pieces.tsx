// Player pieces and cubes, drawn by the kit's art: a worker is a meeple, a house
// a house, a marker a disc, each in its seat's colour with its seat's shape on it,
// and a spoken name, so colour is never the only cue.
import { memo } from 'react';
import type { Cube } from '../../../games/caylus';
import { useSeats } from '../../kit';
import { PlayerPiece, ResourceToken, type PieceKind } from '../../kit/art';
import { cubeName, useCaylusT } from './text';

function useSeatName(playerID: string): string {
  const seats = useSeats();
  return seats.find((s) => s.id === playerID)?.name || `#${Number(playerID) + 1}`;
}

const DRAWN_AS: Record<'worker' | 'house' | 'marker', PieceKind> = { worker: 'meeple', house: 'house', marker: 'disc' };

/**
 * A worker (meeple), a house (ownership) or a marker (disc) of one player. With
 * `motion` (its place: `road:5`, `castle:dungeon:2`...), the piece travels when it
 * moves: a worker or a house new on the board comes from its player's panel.
 */
export const Piece = memo(function Piece({
  playerID,
  kind,
  label,
  motion,
}: {
  playerID: string;
  kind: 'worker' | 'house' | 'marker';
  /** Spoken text when the piece means more than "worker of X" (e.g. a bridge position). */
  label?: string;
  motion?: string;
}) {
  const t = useCaylusT();
  const name = useSeatName(playerID);
  const spoken =
    label ?? (kind === 'marker' ? name : t(kind === 'house' ? 'board.houseOf' : 'board.workerOf', { name }));
  return (
    <PlayerPiece
      playerID={playerID}
      kind={DRAWN_AS[kind]}
      label={spoken}
      className={`cy-piece cy-${kind}`}
      motion={motion && `${kind}:${playerID}:${motion}`}
      motionFrom={motion && `panel:${playerID}`}
    />
  );
});

/** A cube as the kit's token (its own shape and colour), with how many when more than one. */
export function CubeChip({ cube, count }: { cube: Cube; count?: number }) {
  const t = useCaylusT();
  return (
    <span className="cy-cube-group" aria-hidden="true">
      {count !== undefined && count > 1 && <span className="cy-cube-count">{count}×</span>}
      <ResourceToken resource={cube} label={cubeName(t, cube)} size={16} />
    </span>
  );
}
