import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry, MessageCatalogue, ParamKinds } from '../../games/contract';
import { renderSentence } from './sentence';

function sameEntry(a: LogEntry, b: LogEntry): boolean {
  if (a === b) return true;
  if (a.key !== b.key) return false;
  const keys = Object.keys(a.params);
  if (keys.length !== Object.keys(b.params).length) return false;
  return keys.every((k) => a.params[k] === b.params[k] || JSON.stringify(a.params[k]) === JSON.stringify(b.params[k]));
}

/**
 * One sentence. A game's log grows to hundreds of lines and each state update
 * (which online arrives as fresh objects) must not translate them all again.
 */
const LogLine = memo(
  function LogLine({ gameId, entry, kinds }: { gameId: string; entry: LogEntry; kinds: ParamKinds }) {
    const { t } = useTranslation('common');
    return <>{renderSentence(t, gameId, `log.${entry.key}`, entry.params, kinds)}</>;
  },
  (prev, next) => prev.gameId === next.gameId && prev.kinds === next.kinds && sameEntry(prev.entry, next.entry),
);

const NO_KINDS: ParamKinds = {};

interface GameLogProps {
  gameId: string;
  entries: readonly LogEntry[];
  /** The game's log declarations (`spec.messages.log`): which parameters are players. */
  catalogue: MessageCatalogue;
}

/** The game's own log (`G.log`) as sentences, newest at the bottom and kept in view. */
export function GameLog({ gameId, entries, catalogue }: GameLogProps) {
  const { t } = useTranslation('common');
  const list = useRef<HTMLOListElement>(null);
  // Before the browser paints the new lines, so the log never shows itself scrolled
  // short of its newest line (and nothing can measure it so).
  useLayoutEffect(() => {
    // Only the log's own list scrolls to its newest line: scrollIntoView would
    // also scroll the page (and every scrolled ancestor) to the log on each move.
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [entries.length]);
  return (
    <section className="panel game-log" aria-labelledby="game-log-title">
      <h2 id="game-log-title">{t('log.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol ref={list} aria-live="polite" aria-relevant="additions" data-testid="game-log-lines">
          {entries.map((entry, i) => (
            <li key={i}>
              <LogLine
                gameId={gameId}
                entry={entry}
                kinds={Object.prototype.hasOwnProperty.call(catalogue, entry.key) ? catalogue[entry.key] : NO_KINDS}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
