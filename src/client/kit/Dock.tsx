import { createContext, memo, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSharedT } from '../i18n/sharedT';
import type { Counter, LogEntry, MessageCatalogue, ParamKinds } from '../../engine/contract';
import { LogSentence, sameEntry } from './GameLog';
import { sameCounters } from './PlayerPanels';

// The table's dock: what the player on screen decides (the prompt, Confirm and
// Undo, the board's own decision panel), beside the board. On a wide screen it is
// the top of the side column, sticky, never over the board; on a narrow one it is
// fixed at the window's foot with the seat's own counters and the newest log
// lines, and the page keeps room for it at its end (styles.css, `--table-dock`).

/** Where a board's decision panel goes: the dock's slot, or null (a board drawn on its own, in a test). */
export const DockSlotContext = createContext<HTMLElement | null>(null);

/**
 * A board's decision panel, drawn in the table's dock instead of on the board: it
 * never covers a target, and stays in reach while the board scrolls. Outside a
 * table (a board's own test) it is drawn where it stands.
 */
export function Docked({ children }: { children: ReactNode }) {
  const slot = useContext(DockSlotContext);
  return slot ? createPortal(children, slot) : children;
}

/** The dock's height when it is fixed at the window's foot, else 0; set as `--table-dock` on the page's root. */
export function fitDockRoom(dock: Element): number {
  const room = getComputedStyle(dock).position === 'fixed' ? Math.ceil(dock.getBoundingClientRect().height) : 0;
  document.documentElement.style.setProperty('--table-dock', `${room}px`);
  return room;
}

/**
 * Keeps `--table-dock` on the page's root at the dock's height while it is fixed
 * at the window's foot (0 otherwise): the page's end and every target scrolled
 * into view keep clear of it.
 */
export function useDockRoom(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = dock.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => fitDockRoom(box);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // A new width may fix the dock or let it go back to the side column, at the same height.
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--table-dock');
    };
  }, [dock]);
}

interface DockSeatProps {
  gameId: string;
  /** The seat's counters (`spec.counters`), in the panels' order. */
  counters: readonly Counter[];
}

/**
 * The seat's own counters in one short strip (the player panels have them in full).
 * Each update builds the counters anew: drawn again only when one changes.
 */
export const DockSeat = memo(
  function DockSeat({ gameId, counters }: DockSeatProps) {
    const { t } = useTranslation('common');
    if (counters.length === 0) return null;
    return (
      <dl className="dock-counters" aria-label={t('players.yours')} data-testid="dock-counters">
        {counters.map((c) => (
          <div key={c.key} className="dock-counter">
            <dt>{t(`${gameId}:counter.${c.key}`, { defaultValue: c.key })}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
    );
  },
  (a, b) => a.gameId === b.gameId && sameCounters(a.counters, b.counters),
);

interface DockLogProps {
  gameId: string;
  entries: readonly LogEntry[];
  catalogue: MessageCatalogue;
  /** How many of the newest lines. */
  count: number;
}

const NO_KINDS: ParamKinds = {};

/** The newest `count` lines of both are the same, at the same places in the log. */
function sameNewest(a: readonly LogEntry[], b: readonly LogEntry[], count: number): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = Math.max(0, a.length - count); i < a.length; i++) if (!sameEntry(a[i]!, b[i]!)) return false;
  return true;
}

/**
 * The newest lines of the game log (the log itself is in the side column, below
 * the board on a phone). Drawn again only when those lines change: the table is
 * drawn again for other reasons too (a bot starts thinking, the speed control moves).
 */
export const DockLog = memo(
  function DockLog({ gameId, entries, catalogue, count }: DockLogProps) {
    // The log's own translate function: its newest lines' words are drawn once for both.
    const t = useSharedT('common');
    const first = Math.max(0, entries.length - count);
    const newest = entries.slice(first);
    if (newest.length === 0) return null;
    return (
      // The full log announces new lines; these are the same lines again, not read twice.
      <ol className="dock-log" aria-label={t('log.newest')} data-testid="dock-log">
        {newest.map((entry, i) => (
          <li key={first + i} className="dock-log-line">
            <LogSentence
              t={t}
              gameId={gameId}
              entry={entry}
              kinds={Object.hasOwn(catalogue, entry.key) ? catalogue[entry.key] : NO_KINDS}
            />
          </li>
        ))}
      </ol>
    );
  },
  (a, b) =>
    a.gameId === b.gameId &&
    a.catalogue === b.catalogue &&
    a.count === b.count &&
    sameNewest(a.entries, b.entries, a.count),
);
