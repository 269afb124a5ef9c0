import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useSharedT } from '../i18n/sharedT';
import type { MoveShape } from '../../engine/contract';
import { seatStyle } from './colours';
import type { RecentMove } from './recent';
import { useSeats } from './SeatsContext';

/** Board place (a board's own key: `road:5`, a hex id...) → the player whose last move was there. */
export type RecentPlaces = ReadonlyMap<string, string>;

const RecentPlacesContext = createContext<RecentPlaces>(new Map());

/**
 * What the marks show: the other seats' last moves (`last`), or what the log line
 * under the pointer or the keyboard's focus changed (`line`, drawn differently).
 */
export type RecentMode = 'last' | 'line';

export const RecentModeContext = createContext<RecentMode>('last');

/**
 * The places of the other seats' last moves, from the board's own `placesOf`
 * (a move → the keys of the elements it changed; none for a choice that only the
 * log tells). A later move at the same place wins.
 */
export function recentPlaces<M extends MoveShape>(
  recent: readonly RecentMove<M>[] | undefined,
  placesOf: (m: M, player: string) => readonly string[],
): RecentPlaces {
  const out = new Map<string, string>();
  for (const r of recent ?? []) for (const place of placesOf(r.move, r.player)) out.set(place, r.player);
  return out;
}

function samePlaces(a: RecentPlaces, b: RecentPlaces): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [place, player] of a) if (b.get(place) !== player) return false;
  return true;
}

/**
 * Boards work the places out anew at each state update; the ones given before are
 * kept while they are the same: every place on a board reads them, and a new
 * value would visit them all.
 */
export function RecentPlacesProvider({ places, children }: { places: RecentPlaces; children: ReactNode }) {
  const kept = useRef(places);
  if (!samePlaces(kept.current, places)) kept.current = places;
  return <RecentPlacesContext.Provider value={kept.current}>{children}</RecentPlacesContext.Provider>;
}

/** Every marked place (for a board that draws many elements in one component). */
export function useRecentPlaces(): RecentPlaces {
  return useContext(RecentPlacesContext);
}

/** Who last moved at `place`, when it is one of the other seats' last moves. */
export function useRecentAt(place: string): string | undefined {
  return useContext(RecentPlacesContext).get(place);
}

/** The words a screen reader hears for a player's last-move mark. */
export function useRecentLabeller(): (player: string) => string {
  // Marks come and go with each move: the page's shared translate function (i18n/sharedT.ts).
  const t = useSharedT('common');
  const seats = useSeats();
  const mode = useContext(RecentModeContext);
  return (player) => {
    const name = seats.find((s) => s.id === player)?.name || t('seat.default', { number: Number(player) + 1 });
    return t(mode === 'line' ? 'table.lineMark' : 'table.lastMove', { player: name });
  };
}

/** The words a screen reader hears for a last-move mark; empty where there is none. */
export function useRecentLabel(player: string | undefined): string {
  const label = useRecentLabeller();
  return player === undefined ? '' : label(player);
}

/**
 * The mark of another seat's last move on a board element: that player's symbol
 * in their colour (colour is never the only cue) and, for screen readers, whose
 * move it was. Renders nothing where nobody's last move was. The element around
 * it gets an outline through `:has(.recent-mark)`.
 */
export function RecentMark({ place }: { place: string }) {
  // Every place on a board has one and the marked places change with each move:
  // the words (a translation) are looked up only where a mark is drawn.
  const player = useRecentAt(place);
  return player === undefined ? null : <Mark player={player} />;
}

/**
 * The same mark for a board that hands each element its marked player (`recentPlaces`
 * read where the board draws it) instead of reading `RecentPlacesProvider`: a new set
 * of places then draws again only the elements whose mark changed, where a new
 * context value makes React search every element under the provider for readers of
 * it, at each state update.
 */
export function RecentMarkFor({ player }: { player: string | undefined }) {
  return player === undefined ? null : <Mark player={player} />;
}

function Mark({ player }: { player: string }) {
  const label = useRecentLabel(player);
  const style = seatStyle(player);
  return (
    <span
      className="recent-mark"
      data-recent={player}
      style={{ background: style.colour, color: style.ink, ['--recent-colour' as string]: style.colour }}
    >
      <span aria-hidden="true">{style.symbol}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
