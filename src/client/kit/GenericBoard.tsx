import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ForSeat } from './ForSeat';
import { PlayerName } from './PlayerName';
import { brief, moveLabel } from './moveLabel';
import type { LegalMove, TableBoardProps } from './types';

const HIDDEN = new Set(['log', 'secret', 'secrets']);
const GROUP_ABOVE = 24;

interface Numbered {
  m: LegalMove;
  /** Position in the full list: the first nine have keys 1–9. */
  i: number;
}

function groupByName(legalMoves: readonly LegalMove[]): Map<string, Numbered[]> {
  const groups = new Map<string, Numbered[]>();
  legalMoves.forEach((m, i) => groups.set(m.move, [...(groups.get(m.move) ?? []), { m, i }]));
  return groups;
}

function MoveButtons({
  gameId,
  entries,
  play,
}: {
  gameId: string;
  entries: readonly Numbered[];
  play: TableBoardProps['play'];
}) {
  const { t } = useTranslation('common');
  return (
    <ul className="move-list">
      {entries.map(({ m, i }) => (
        <li key={i}>
          <button type="button" className="move-button" onClick={() => play(m)}>
            {i < 9 && <kbd aria-hidden="true">{i + 1}</kbd>} {moveLabel(t, gameId, m)}
          </button>
        </li>
      ))}
    </ul>
  );
}
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable)
  );
}

/**
 * Plays any game: the acting player's legal moves (the spec's complete list) as
 * buttons, the first nine also on keys 1–9, then the state in brief. Used for a
 * game until its own board exists.
 */
export function GenericBoard({ gameId, G, seats, playerID, isActive, play, legalMoves }: TableBoardProps) {
  const { t } = useTranslation('common');
  const seatIds = seats.map((s) => s.id);

  useEffect(() => {
    if (!isActive) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const n = Number.parseInt(e.key, 10);
      const choice = Number.isInteger(n) && n >= 1 ? legalMoves[n - 1] : undefined;
      if (!choice) return;
      e.preventDefault();
      play(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isActive, legalMoves, play]);

  const entries = Object.entries(G).filter(([k]) => !HIDDEN.has(k));

  return (
    <div className="generic-board">
      <section className="panel" aria-labelledby="generic-moves">
        <h2 id="generic-moves">
          <ForSeat namespace="common" seat={playerID} mine="generic.moves" named="generic.movesOf" />
        </h2>
        {isActive && legalMoves.length > 0 ? (
          legalMoves.length <= GROUP_ABOVE ? (
            <MoveButtons gameId={gameId} entries={legalMoves.map((m, i) => ({ m, i }))} play={play} />
          ) : (
            // Long lists (a tile on any of 60 spaces...) fold by move name.
            Array.from(groupByName(legalMoves)).map(([name, entries]) => (
              <details key={name} className="move-group">
                <summary>
                  {moveLabel(t, gameId, { move: name, args: [] })} ({entries.length})
                </summary>
                <MoveButtons gameId={gameId} entries={entries} play={play} />
              </details>
            ))
          )
        ) : (
          <p className="muted">
            {isActive ? t('generic.noMoves') : playerID === null ? t('generic.watching') : t('generic.notYourTurn')}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="generic-state">
        <h2 id="generic-state">{t('generic.state')}</h2>
        <dl className="state-summary">
          {entries.map(([key, value]) => {
            const perSeat =
              typeof value === 'object' &&
              value !== null &&
              !Array.isArray(value) &&
              seatIds.length > 0 &&
              seatIds.every((id) => id in value);
            return (
              <div key={key} className="state-row">
                <dt>{t(`${gameId}:state.${key}`, { defaultValue: key })}</dt>
                <dd>
                  {perSeat ? (
                    <ul className="per-seat">
                      {seatIds.map((id) => (
                        <li key={id}>
                          <PlayerName playerID={id} />: <code>{brief((value as Record<string, unknown>)[id])}</code>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <code>{brief(value)}</code>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
    </div>
  );
}
