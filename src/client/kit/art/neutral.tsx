// A piece that belongs to no seat (Troyes's neutral citizens): the kit's body in
// grey with a hollow ring where a seat's shape would be, so it reads as nobody's
// without relying on the grey.
import { memo } from 'react';
import { pieceBody, type PieceKind } from './pieces';

export const NeutralPiece = memo(function NeutralPiece({
  kind,
  label,
  className,
}: {
  kind: PieceKind;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={['art-piece', `art-${kind}`, 'art-neutral', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-neutral="true"
    >
      <path d={pieceBody(kind)} fill="#a3a3a3" stroke="#1b1b1b" strokeWidth="1.1" strokeLinejoin="round" />
      <circle cx="12" cy={kind === 'house' ? 15.5 : 12.6} r="2.6" fill="none" stroke="#1b1b1b" strokeWidth="1.3" />
    </svg>
  );
});
