import { memo, useEffect, useRef } from 'react';
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
