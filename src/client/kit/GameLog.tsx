import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from './types';
import { renderSentence } from './sentence';

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
              {renderSentence(t, gameId, `log.${entry.key}`, entry.params)}
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
