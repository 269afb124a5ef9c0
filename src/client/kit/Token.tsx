import type { ReactNode } from 'react';

export type TokenShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star';

const PATHS: Record<TokenShape, ReactNode> = {
  circle: <circle cx="12" cy="12" r="10" />,
  square: <rect x="3" y="3" width="18" height="18" rx="2" />,
  triangle: <polygon points="12,2 22,21 2,21" />,
  diamond: <polygon points="12,1 23,12 12,23 1,12" />,
  hexagon: <polygon points="12,1 22,6.5 22,17.5 12,23 2,17.5 2,6.5" />,
  star: <polygon points="12,1 15,9 23,9 16.5,14 19,22 12,17 5,22 7.5,14 1,9 9,9" />,
};

interface TokenProps {
  shape: TokenShape;
  colour: string;
  /** Spoken name, e.g. "stone"; the token is an image with this label. */
  label: string;
  /** A count or letter drawn on the token. */
  text?: string | number;
  size?: number;
}

/**
 * A game piece or resource drawn by shape and colour, so two resources that look
 * alike to a colour-blind player (Caylus's brown wood and purple cloth) still differ.
 */
export function Token({ shape, colour, label, text, size = 24 }: TokenProps) {
  return (
    <svg
      className="token"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={text === undefined ? label : `${label} ${text}`}
    >
      <g fill={colour} stroke="#222" strokeWidth="1">
        {PATHS[shape]}
      </g>
      {text !== undefined && (
        <text
          x="12"
          y="16"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="#fff"
          stroke="#000"
          strokeWidth="0.6"
          paintOrder="stroke"
        >
          {text}
        </text>
      )}
    </svg>
  );
}
