// Money as a pile of coins: one coin up to several stacked, and the amount written
// beside on the top coin, so a panel shows wealth at a glance and in numbers.
import { memo } from 'react';

/** How many coins a pile of `amount` shows: a few, growing slowly. */
export function coinsShown(amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(5, 1 + Math.floor(Math.log2(amount)));
}

/**
 * A stack of coins with `amount` on the top one; an image named `label` (the
 * amount is part of it). An empty purse is a dashed ring with 0.
 */
export const CoinStack = memo(function CoinStack({
  amount,
  label,
  className,
}: {
  amount: number;
  label: string;
  className?: string;
}) {
  const n = coinsShown(amount);
  const top = 26 - 3.2 * Math.max(n - 1, 0);
  return (
    <svg
      className={['art-coins', className].filter(Boolean).join(' ')}
      viewBox="0 0 32 36"
      role="img"
      aria-label={label}
      data-amount={amount}
    >
      {n === 0 && (
        <ellipse cx="16" cy="26" rx="13" ry="7" fill="none" stroke="#6b531a" strokeWidth="1.2" strokeDasharray="3 2" />
      )}
      {Array.from({ length: n }, (_, i) => {
        const y = 26 - 3.2 * i;
        return (
          <g key={i}>
            <path d={`M3 ${y}v3a13 7 0 0 0 26 0v-3`} fill="#b8922f" stroke="#6b531a" strokeWidth="1" />
            <ellipse cx="16" cy={y} rx="13" ry="7" fill="#d9b44a" stroke="#6b531a" strokeWidth="1" />
          </g>
        );
      })}
      <text x="16" y={top + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill="#2b210a">
        {amount}
      </text>
    </svg>
  );
});
