// Goods and money drawn as tokens: each resource by its own shape and colour (the
// kit's Token), a denier as a stamped coin, a prestige point as a shield. Labels
// are spoken; a number drawn on a token is part of its label.
import { Token, type TokenShape } from '../Token';

export type Resource = 'food' | 'wood' | 'stone' | 'cloth' | 'gold';

/**
 * One look per resource: two resources never share a shape, so brown wood and
 * purple cloth (alike to many colour-blind players) still differ.
 */
export const RESOURCE_LOOKS: Readonly<Record<Resource, { shape: TokenShape; colour: string }>> = {
  food: { shape: 'circle', colour: '#e86f9f' },
  wood: { shape: 'square', colour: '#8b5a2b' },
  stone: { shape: 'hexagon', colour: '#9aa0a6' },
  cloth: { shape: 'diamond', colour: '#7b4fa0' },
  gold: { shape: 'star', colour: '#f0c419' },
};

export function ResourceToken({
  resource,
  label,
  count,
  size = 18,
}: {
  resource: Resource;
  label: string;
  count?: number;
  size?: number;
}) {
  const look = RESOURCE_LOOKS[resource];
  return <Token shape={look.shape} colour={look.colour} label={label} text={count} size={size} />;
}

/** A denier: a silver-gilt coin with a cross stamped on it, and the amount when given. */
export function Denier({ label, amount, size = 18 }: { label: string; amount?: number; size?: number }) {
  return (
    <svg
      className="art-token art-denier"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={amount === undefined ? label : `${amount} ${label}`}
    >
      <circle cx="12" cy="12" r="10.5" fill="#d9b44a" stroke="#6b531a" strokeWidth="1.2" />
      <circle cx="12" cy="12" r="7.6" fill="none" stroke="#8f7327" strokeWidth="0.9" strokeDasharray="1.4 1" />
      {amount === undefined ? (
        <path d="M12 7v10M7 12h10" stroke="#6b531a" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#2b210a">
          {amount}
        </text>
      )}
    </svg>
  );
}

/** Prestige points: a shield, with the number of points when given. */
export function PrestigePoint({ label, points, size = 18 }: { label: string; points?: number; size?: number }) {
  return (
    <svg
      className="art-token art-prestige"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role="img"
      aria-label={points === undefined ? label : `${points} ${label}`}
    >
      <path
        d="M12 1.5 21 5v6.5c0 5.3-3.8 9.3-9 11-5.2-1.7-9-5.7-9-11V5z"
        fill="#2f5d8a"
        stroke="#15293d"
        strokeWidth="1.1"
      />
      {points === undefined ? (
        <path d="m12 6 1.6 3.4 3.7.4-2.8 2.5.8 3.7L12 14.1 8.7 16l.8-3.7-2.8-2.5 3.7-.4z" fill="#f4e3a1" />
      ) : (
        <text x="12" y="15.5" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#fff">
          {points}
        </text>
      )}
    </svg>
  );
}
