import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from './types';
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
  function LogLine({ gameId, entry }: { gameId: string; entry: LogEntry }) {
    const { t } = useTranslation('common');
    return <>{renderSentence(t, gameId, `log.${entry.key}`, entry.params)}</>;
  },
  (prev, next) => prev.gameId === next.gameId && sameEntry(prev.entry, next.entry),
);

/** The game's own log (`G.log`) as sentences, newest at the bottom and kept in view. */
export function GameLog({ gameId, entries }: { gameId: string; entries: readonly LogEntry[] }) {
  const { t } = useTranslation('common');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // scrollIntoView is missing in jsdom.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);
  return (
    <section className="panel game-log" aria-labelledby="game-log-title">
      <h2 id="game-log-title">{t('log.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol aria-live="polite" aria-relevant="additions">
          {entries.map((entry, i) => (
            <li key={i} ref={i === entries.length - 1 ? end : undefined}>
              <LogLine gameId={gameId} entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The structured log a game keeps in G, if any. */
export function logOf(G: unknown): LogEntry[] {
  if (typeof G !== 'object' || G === null) return [];
  const log = (G as { log?: unknown }).log;
  return Array.isArray(log) ? (log as LogEntry[]) : [];
}
