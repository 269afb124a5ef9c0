// Cubes and deniers in flight: each new line of the log that moves
// goods between a player and the board sends tokens along the way: produced cubes
// from the building to the player's panel, a worker's price from the panel to
// the spot, cubes paid for a construction or the castle from the panel to where
// they go. Drawn by the kit's motion as flights (`data-motion-flight`): tokens
// not seen at rest, so with animations off nothing shows and the panels' counters
// tell. Decorative; the log says it in words.
import { memo, useEffect, useRef } from 'react';
import type { CaylusState, Cube } from '../../../games/caylus';
import type { LogEntry } from '../../../engine/contract';
import { Denier, ResourceToken } from '../../kit/art';
import { spotKey } from './targets';

export interface Flight {
  key: string;
  what: Cube | 'denier';
  from: string;
  to: string;
}

/** Tokens per line and per update at most: a turn's whole production stays light. */
const PER_LINE = 4;
const PER_UPDATE = 16;

function spaceOf(G: CaylusState, building: unknown): string | null {
  const i = G.road.findIndex((r) => r.building === building);
  return i >= 0 ? spotKey(i + 1) : null;
}

const asCubes = (v: unknown): Cube[] =>
  Array.isArray(v) ? v.filter((c): c is Cube => typeof c === 'string') : typeof v === 'string' ? [v as Cube] : [];

/** The flights of log lines `from` to the end (pure: tested on its own). */
export function flightsOf(G: CaylusState, lines: readonly LogEntry[], from: number): Flight[] {
  const out: Flight[] = [];
  for (let i = from; i < lines.length && out.length < PER_UPDATE; i++) {
    const line = lines[i];
    if (!line) continue;
    const p = line.params;
    const player = typeof p.player === 'string' ? p.player : null;
    if (player === null) continue;
    const panel = `panel:${player}`;
    const add = (what: Flight['what'], count: number, a: string | null, b: string | null) => {
      if (a === null || b === null) return;
      for (let n = 0; n < Math.min(count, PER_LINE) && out.length < PER_UPDATE; n++)
        out.push({ key: `flight:${i}:${out.length}`, what, from: a, to: b });
    };
    const deniers = typeof p.deniers === 'number' ? p.deniers : 0;
    switch (line.key) {
      case 'place': {
        const spot = typeof p.space === 'number' ? spotKey(p.space) : typeof p.spot === 'string' ? p.spot : null;
        add('denier', typeof p.price === 'number' ? p.price : 0, panel, spot);
        break;
      }
      case 'produce':
      case 'ownerBonus':
        for (const c of asCubes(line.key === 'produce' ? p.cubes : p.cube)) add(c, 1, spaceOf(G, p.building), panel);
        break;
      case 'sell':
        for (const c of asCubes(p.cube)) add(c, 1, panel, spaceOf(G, p.building));
        add('denier', deniers, spaceOf(G, p.building), panel);
        break;
      case 'buy':
        add('denier', deniers, panel, spaceOf(G, p.building));
        for (const c of asCubes(p.cubes)) add(c, 1, spaceOf(G, p.building), panel);
        break;
      case 'construct':
        for (const c of asCubes(p.cubes)) add(c, 1, panel, typeof p.space === 'number' ? spotKey(p.space) : null);
        break;
      case 'castleBatch':
        for (const c of asCubes(p.cubes)) add(c, 1, panel, 'castle');
        break;
      case 'tradingPost':
        add('denier', deniers, 'tradingPost', panel);
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * The flights of the lines this state added to the one shown before (none for the
 * state the board opens on, nor after an undo).
 */
export const Flights = memo(function Flights({ G }: { G: CaylusState }) {
  const seen = useRef<number | null>(null);
  const from = seen.current;
  const flights = from === null || G.log.length <= from ? [] : flightsOf(G, G.log, from);
  useEffect(() => {
    seen.current = G.log.length;
  }, [G.log.length]);
  if (flights.length === 0) return null;
  return (
    <div className="cy-flights" aria-hidden="true">
      {flights.map((f) => (
        <span
          key={f.key}
          className="cy-flight"
          data-motion={f.key}
          data-motion-flight=""
          data-motion-from={f.from}
          data-motion-to={f.to}
        >
          {f.what === 'denier' ? <Denier label="" /> : <ResourceToken resource={f.what} label="" size={16} />}
        </span>
      ))}
    </div>
  );
});
