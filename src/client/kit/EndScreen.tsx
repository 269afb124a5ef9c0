import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from './PlayerName';
import type { GameResult } from '../../engine/contract';
import type { SeatInfo } from './types';

interface EndScreenProps {
  gameId: string;
  /** ctx.gameover: the spec's `result(G)` (GameResult). */
  gameover: unknown;
  seats: readonly SeatInfo[];
  /** The game's score categories in their declared order (`spec.messages.scores`). */
  categories?: readonly string[];
  /** Buttons such as "play again" and "back to the lobby". */
  actions?: ReactNode;
  onClose?: () => void;
}

// Read defensively: the end screen must show something even for a partial result.
function asGameover(value: unknown): Partial<GameResult> {
  return typeof value === 'object' && value !== null ? (value as Partial<GameResult>) : {};
}

/** Final result: winners, ranking by score, and each player's score breakdown. */
export function EndScreen({ gameId, gameover, seats, categories: declared = [], actions, onClose }: EndScreenProps) {
  const { t } = useTranslation('common');
  const info = asGameover(gameover);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const winners = info.winners ?? (info.winner !== undefined ? [info.winner] : []);
  const scores = info.scores ?? {};
  const ranked = [...seats].sort((a, b) => (scores[b.id] ?? 0) - (scores[a.id] ?? 0));
  // A column applies when someone scored in it: always-zero categories (a variant's
  // scoring not in play) are left out.
  const present = new Set(
    Object.values(info.breakdown ?? {}).flatMap((b) =>
      Object.entries(b)
        .filter(([, v]) => v !== 0)
        .map(([k]) => k),
    ),
  );
  const categories = Array.from(new Set([...declared.filter((c) => present.has(c)), ...present]));
  const hasScores = Object.keys(scores).length > 0;

  return (
    <div
      className="end-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="end-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose?.();
      }}
    >
      <div className="end-card">
        <h2 id="end-title" tabIndex={-1} ref={heading}>
          {t('end.title')}
        </h2>
        <p className="end-result" data-testid="end-result">
          {(gameover as { endedWithoutResult?: unknown } | null)?.endedWithoutResult === true ? (
            // Its players ended the table before the game was over (src/server/leaving/).
            t('table.ended')
          ) : info.draw ? (
            t('end.draw')
          ) : winners.length > 0 ? (
            <>
              {winners.map((w) => (
                <PlayerName key={w} playerID={w} />
              ))}{' '}
              {t('end.wins', { count: winners.length })}
            </>
          ) : (
            t('end.over')
          )}
        </p>
        {(hasScores || categories.length > 0) && (
          // Many score columns on a phone: the table scrolls in its own box rather than being cut off.
          <div className="end-scores-box" tabIndex={0} role="group" aria-label={t('end.scores')}>
            <table className="end-scores">
              <caption className="visually-hidden">{t('end.scores')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('end.rank')}</th>
                  <th scope="col">{t('end.player')}</th>
                  {categories.map((c) => (
                    <th scope="col" key={c}>
                      {t(`${gameId}:score.${c}`, { defaultValue: c })}
                    </th>
                  ))}
                  {hasScores && <th scope="col">{t('end.total')}</th>}
                </tr>
              </thead>
              <tbody>
                {ranked.map((seat, i) => (
                  <tr key={seat.id} className={winners.includes(seat.id) ? 'is-winner' : undefined}>
                    <td>{i + 1}</td>
                    <th scope="row">
                      <PlayerName playerID={seat.id} />
                    </th>
                    {categories.map((c) => (
                      <td key={c}>{info.breakdown?.[seat.id]?.[c] ?? 0}</td>
                    ))}
                    {hasScores && <td className="total">{scores[seat.id] ?? 0}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="end-actions">
          {actions}
          {onClose && (
            <button type="button" onClick={onClose}>
              {t('end.viewBoard')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
