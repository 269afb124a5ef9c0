import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSharedT } from '../i18n/sharedT';
import type { LogEntry, MessageCatalogue, ParamKinds } from '../../engine/contract';
import { useSeats } from './SeatsContext';
import { afterLayout } from './motion/afterLayout';
import { renderSentence } from './sentence';

/** Whether a line names `player` in a parameter its key declares a player or players. */
export function namesPlayer(entry: LogEntry, kinds: ParamKinds, player: string): boolean {
  return Object.entries(entry.params).some(([name, value]) => {
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (kind === 'player') return value === player;
    if (kind === 'players') return Array.isArray(value) && value.includes(player);
    return false;
  });
}

/** The same line: the same key with the same values (online, each update brings fresh objects). */
export function sameEntry(a: LogEntry, b: LogEntry): boolean {
  if (a === b) return true;
  if (a.key !== b.key) return false;
  const keys = Object.keys(a.params);
  if (keys.length !== Object.keys(b.params).length) return false;
  return keys.every((k) => a.params[k] === b.params[k] || JSON.stringify(a.params[k]) === JSON.stringify(b.params[k]));
}

/**
 * Keeps the log's own list scrolled to its newest line before the browser paints
 * it, so it never shows itself scrolled short (scrollIntoView would also scroll
 * the page, and every scrolled ancestor, to the log on each move). Its height is
 * read after the browser's own layout: read in the commit, it made the browser lay
 * the whole page out inside every state update.
 */
function useScrolledToNewest(list: RefObject<HTMLOListElement | null>, length: number, only: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line, or another player's lines, scroll the log
  useLayoutEffect(() => {
    const ol = list.current;
    if (!ol) return;
    return afterLayout(ol, () => {
      ol.scrollTop = ol.scrollHeight;
    });
  }, [list, length, only]);
}

type Translate = Parameters<typeof renderSentence>[0];

interface LogSentenceProps {
  t: Translate;
  gameId: string;
  entry: LogEntry;
  kinds: ParamKinds;
}

/** Each line's words as last drawn, and what they were drawn with. */
const drawnWords = new WeakMap<LogEntry, { t: Translate; gameId: string; kinds: ParamKinds; words: ReactNode[] }>();

/**
 * A line's words: the newest lines are shown twice (the log, and the dock under the
 * prompt), translated once. The same translate function (i18n/sharedT.ts) gives the
 * same words; another language, or strings added, another function.
 */
function wordsOf(t: Translate, gameId: string, entry: LogEntry, kinds: ParamKinds): ReactNode[] {
  const drawn = drawnWords.get(entry);
  if (drawn && drawn.t === t && drawn.gameId === gameId && drawn.kinds === kinds) return drawn.words;
  const words = renderSentence(t, gameId, `log.${entry.key}`, entry.params, kinds);
  drawnWords.set(entry, { t, gameId, kinds, words });
  return words;
}

/**
 * A log line's words. Their own component: a line is drawn again when it stops
 * being the log's tab stop (each new line takes it), and its words, translated
 * anew, are the most of it.
 */
export const LogSentence = memo(
  function LogSentence({ t, gameId, entry, kinds }: LogSentenceProps) {
    return <>{wordsOf(t, gameId, entry, kinds)}</>;
  },
  (a, b) => a.t === b.t && a.gameId === b.gameId && a.kinds === b.kinds && sameEntry(a.entry, b.entry),
);

/** What a line does under the pointer and the keyboard's focus (one object for the whole log). */
interface LineHandlers {
  enter: (index: number) => void;
  leave: () => void;
  focus: (index: number) => void;
}

interface LogItemProps {
  gameId: string;
  index: number;
  entry: LogEntry;
  kinds: ParamKinds;
  at: number | undefined;
  newDay: boolean;
  formats: { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat };
  /** The lines mark the board (`onMark`): they take the focus and the pointer. */
  marking: boolean;
  /** This line is the log's one tab stop. */
  tabStop: boolean;
  handlers: LineHandlers;
}

/**
 * One line. A game's log grows to hundreds of lines and each state update (which
 * online arrives as fresh objects) must not draw and translate them all again: a
 * line is drawn again only when its entry, time or tab stop changes.
 */
const LogItem = memo(
  function LogItem({ gameId, index, entry, kinds, at, newDay, formats, marking, tabStop, handlers }: LogItemProps) {
    // A line mounts with each move: the page's shared translate function, the dock's too.
    const t = useSharedT('common');
    const markProps = marking && {
      tabIndex: tabStop ? 0 : -1,
      'data-line': index,
      onMouseEnter: () => handlers.enter(index),
      onMouseLeave: handlers.leave,
      onFocus: () => handlers.focus(index),
      onBlur: handlers.leave,
    };
    return (
      <li className={newDay ? 'log-line is-new-day' : 'log-line'} {...markProps}>
        {newDay && at !== undefined && (
          <span className="log-date" data-testid="log-date">
            {formats.date.format(at)}
          </span>
        )}
        {at !== undefined && (
          <time className="log-time" dateTime={new Date(at).toISOString()}>
            {formats.time.format(at)}
          </time>
        )}
        <LogSentence t={t} gameId={gameId} entry={entry} kinds={kinds} />
      </li>
    );
  },
  (prev, next) =>
    prev.gameId === next.gameId &&
    prev.index === next.index &&
    prev.kinds === next.kinds &&
    prev.at === next.at &&
    prev.newDay === next.newDay &&
    prev.formats === next.formats &&
    prev.marking === next.marking &&
    prev.tabStop === next.tabStop &&
    prev.handlers === next.handlers &&
    sameEntry(prev.entry, next.entry),
);

const NO_KINDS: ParamKinds = {};

/** A line of the site's own beside the game's (who plays a seat now…), already in the page's words. */
export interface LogNote {
  /** When it happened (server time). */
  at: number;
  text: string;
  /** The seat it is about: shown when the log is narrowed to that seat. */
  seat?: string;
}

const NO_NOTES: readonly LogNote[] = [];

interface GameLogProps {
  gameId: string;
  entries: readonly LogEntry[];
  /** The site's own lines, placed among the game's by their time. */
  notes?: readonly LogNote[];
  /** The game's log declarations (`spec.messages.log`): which parameters are players. */
  catalogue: MessageCatalogue;
  /** When each line happened (server time, `logTimes`); a line without one shows no time. */
  times?: readonly (number | undefined)[];
  /**
   * A line is under the pointer or has the keyboard's focus (its index in
   * `entries`), or none is (null): the table marks on the board what its move
   * changed. Without it the lines are plain text.
   */
  onMark?: (index: number | null) => void;
}

const LINE_KEYS: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowUp: (at) => at - 1,
  ArrowDown: (at) => at + 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const dayOf = (at: number) => new Date(at).toDateString();

/**
 * The game's own log (`G.log`) as sentences, newest at the bottom and kept in
 * view: each with the time of day it happened and the date where it changes, as
 * Board Game Arena's log shows them; it can be narrowed to one player's lines.
 * Drawn again only when its props change (the table is drawn again for other
 * reasons too: a bot starts thinking, the speed control moves).
 */
export const GameLog = memo(function GameLog({
  gameId,
  entries,
  notes = NO_NOTES,
  catalogue,
  times = [],
  onMark,
}: GameLogProps) {
  const { t, i18n } = useTranslation('common');
  const seats = useSeats();
  const filterId = useId();
  const hintId = useId();
  const [only, setOnly] = useState('');
  // The one line the Tab key reaches (arrows move between lines): the newest until one is chosen.
  const [current, setCurrent] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const kindsOf = (entry: LogEntry) => (Object.hasOwn(catalogue, entry.key) ? catalogue[entry.key] : NO_KINDS);
  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }),
    }),
    [i18n.language],
  );
  const lines: { index: number; entry: LogEntry; at: number | undefined; newDay: boolean }[] = [];
  const shown: ({ kind: 'entry'; line: (typeof lines)[number] } | { kind: 'note'; note: LogNote; newDay: boolean })[] =
    [];
  let day: string | null = null;
  const pending = [...notes].sort((a, b) => a.at - b.at);
  const placeNotes = (before: number) => {
    while (pending.length > 0 && pending[0].at <= before) {
      const note = pending.shift()!;
      if (only !== '' && note.seat !== only) continue;
      const today = dayOf(note.at);
      shown.push({ kind: 'note', note, newDay: today !== day });
      day = today;
    }
  };
  entries.forEach((entry, index) => {
    const at = times[index];
    if (at !== undefined) placeNotes(at - 1);
    if (only !== '' && !namesPlayer(entry, kindsOf(entry), only)) return;
    const today = at === undefined ? day : dayOf(at);
    const line = { index, entry, at, newDay: today !== day && at !== undefined };
    lines.push(line);
    shown.push({ kind: 'entry', line });
    day = today;
  });
  placeNotes(Number.POSITIVE_INFINITY);
  useScrolledToNewest(list, entries.length + notes.length, only);
  const reachable =
    current !== null && lines.some((l) => l.index === current) ? current : lines[lines.length - 1]?.index;
  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    const step = LINE_KEYS[e.key];
    const at = lines.findIndex((l) => l.index === reachable);
    if (!step || at < 0) return;
    const next = lines[Math.max(0, Math.min(lines.length - 1, step(at, lines.length)))];
    if (!next) return;
    e.preventDefault();
    setCurrent(next.index);
    list.current?.querySelector<HTMLElement>(`[data-line="${next.index}"]`)?.focus();
  };
  // The lines' handlers keep their identity: the newest onMark is read when called.
  const marker = useRef(onMark);
  marker.current = onMark;
  const handlers = useMemo<LineHandlers>(
    () => ({
      enter: (index) => marker.current?.(index),
      leave: () => marker.current?.(null),
      focus: (index) => {
        setCurrent(index);
        marker.current?.(index);
      },
    }),
    [],
  );
  return (
    <section className="panel game-log" aria-labelledby="game-log-title">
      <div className="game-log-head">
        <h2 id="game-log-title">{t('log.title')}</h2>
        {entries.length > 0 && seats.length > 1 && (
          <span className="game-log-filter">
            <label htmlFor={filterId} className="visually-hidden">
              {t('log.filter')}
            </label>
            <select
              id={filterId}
              value={only}
              onChange={(e) => setOnly(e.currentTarget.value)}
              data-testid="log-filter"
            >
              <option value="">{t('log.everyone')}</option>
              {seats.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name || t('seat.default', { number: Number(s.id) + 1 })}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {entries.length === 0 && notes.length === 0 ? (
        <p className="muted">{t('log.empty')}</p>
      ) : (
        <ol
          ref={list}
          aria-live="polite"
          aria-relevant="additions"
          data-testid="game-log-lines"
          onKeyDown={onMark && onKeyDown}
          aria-describedby={onMark && hintId}
        >
          {shown.map((item) =>
            item.kind === 'note' ? (
              <li
                key={`note-${item.note.at}-${item.note.text}`}
                className={item.newDay ? 'log-line log-note is-new-day' : 'log-line log-note'}
                data-testid="log-note"
              >
                {item.newDay && (
                  <span className="log-date" data-testid="log-date">
                    {formats.date.format(item.note.at)}
                  </span>
                )}
                <time className="log-time" dateTime={new Date(item.note.at).toISOString()}>
                  {formats.time.format(item.note.at)}
                </time>
                {item.note.text}
              </li>
            ) : (
              <LogItem
                key={item.line.index}
                gameId={gameId}
                index={item.line.index}
                entry={item.line.entry}
                kinds={kindsOf(item.line.entry)}
                at={item.line.at}
                newDay={item.line.newDay}
                formats={formats}
                marking={onMark !== undefined}
                tabStop={item.line.index === reachable}
                handlers={handlers}
              />
            ),
          )}
        </ol>
      )}
      {onMark && entries.length > 0 && (
        <p id={hintId} className="visually-hidden">
          {t('log.markHint')}
        </p>
      )}
    </section>
  );
});
