// The parts of the Troyes board drawn from the state: dice, citizens and cubes as
// pieces, the three buildings with their rows of spaces, the cathedral, the
// influence track and the rounds. Each part only draws and reports clicks; what a
// click means comes from Board.tsx, which reads the legal list. Static drawings
// (roofs, the cathedral's front) are built once; a state update re-renders what
// changed.
import { memo, useCallback, useId, useRef, type ReactNode } from 'react';
import {
  BUILDINGS,
  BUILDING_COLOUR,
  CATHEDRAL_INFLUENCE,
  LAYOUTS,
  MAX_INFLUENCE,
  isProtected,
  type Building,
  type Occupant,
  type TroyesState,
} from '../../../games/troyes';
import { RecentMarkFor, useSeats, type RecentPlaces } from '../../kit';
import { DieFace, NeutralPiece, PlayerCube, PlayerPiece } from '../../kit/art';
import { DIE_LOOKS, DieArt, InfluenceSeal } from './art';
import { COLOUR_CODE } from './glyphs';
import type { Translate } from './text';

export function useSeatName(): (p: string) => string {
  const seats = useSeats();
  return (p) => seats.find((x) => x.id === p)?.name || `#${Number(p) + 1}`;
}

/** A die: drawn with its pips and its colour's symbol; a button when it can be chosen. */
export function Die({
  t,
  die,
  selected,
  onClick,
  disabled,
  motion,
  from,
}: {
  t: Translate;
  die: { c: 'r' | 'w' | 'y' | 'b'; v: number };
  selected?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  /** The die's stable id for the kit's motion, and where a new one comes from. */
  motion?: string;
  from?: string;
}) {
  const colour = die.c === 'b' ? t('board.blackTitle') : t(`colour.${die.c}`);
  const label = `${colour} ${die.v}`;
  if (!onClick) {
    return (
      <span
        className={`ty-die ty-die-${die.c}`}
        role="img"
        aria-label={label}
        data-motion={motion}
        data-motion-from={from}
      >
        <DieArt c={die.c} v={die.v} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`ty-die ty-die-${die.c}${selected ? ' is-selected' : ''}`}
      aria-pressed={!!selected}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      data-motion={motion}
      data-motion-from={from}
    >
      <DieArt c={die.c} v={die.v} />
    </button>
  );
}

/** A citizen (or tradesman) or a cube in its owner's colour and shape; a neutral citizen grey with a ring. */
export const Piece = memo(function Piece({
  t,
  who,
  name,
  kind = 'citizen',
  motion,
  from,
  to,
}: {
  t: Translate;
  who: Occupant;
  name: string;
  kind?: 'citizen' | 'cube' | 'lying';
  motion?: string;
  from?: string;
  to?: string;
}) {
  const drawn =
    who === 'n' ? (
      <NeutralPiece kind="meeple" label={t('board.neutral')} />
    ) : kind === 'cube' ? (
      <PlayerCube playerID={who} label={name} />
    ) : (
      <PlayerPiece playerID={who} kind="meeple" label={name} />
    );
  return (
    <span className={`ty-piece ty-${kind}`} data-motion={motion} data-motion-from={from} data-motion-to={to}>
      {drawn}
    </span>
  );
});

/** Rounds as medallions along the top: done, now, to come. */
export const RoundTrack = memo(function RoundTrack({
  t,
  round,
  rounds,
  phase,
}: {
  t: Translate;
  round: number;
  rounds: number;
  phase: TroyesState['phase'];
}) {
  return (
    <header className="ty-header">
      <span className="ty-round-text">{t('board.round', { round: Math.max(round, 1), rounds })}</span>
      <ol className="ty-rounds" aria-hidden="true">
        {Array.from({ length: rounds }, (_, i) => {
          const state = phase === 'over' || i + 1 < round ? 'done' : i + 1 === round ? 'now' : 'toCome';
          return (
            <li key={i} className={`ty-round ty-round-${state}`}>
              {i + 1}
            </li>
          );
        })}
      </ol>
      <span className="ty-phase">{t(`board.phase.${phase}`)}</span>
    </header>
  );
});

/** A building's roof and front, drawn once: a keep with a banner, a church with a spire, a hall with a belfry. */
const Roof = memo(function Roof({ building }: { building: Building }) {
  const colour = DIE_LOOKS[COLOUR_CODE[BUILDING_COLOUR[building]]].fill;
  const roofs: Record<Building, ReactNode> = {
    palace: (
      <>
        <path d="M8 44V18h8v5h7v-5h8v5h7v-5h8v26z" fill="#cbbfa6" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M90 44V14h9v5h7v-5h9v5h7v-5h9v30z" fill="#cbbfa6" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M46 44V24h44v20z" fill="#d9cfb9" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M110 14V2M110 2h14l-3 4 3 4h-14" fill={colour} stroke="#3b2a16" strokeWidth="1.3" />
        <path d="M58 44V34a10 10 0 0 1 20 0v10" fill="#5a4d3c" />
      </>
    ),
    bishopric: (
      <>
        <path d="M10 44V26L34 12l24 14v18z" fill="#e6dfd0" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M78 44V26l24-14 24 14v18z" fill="#e6dfd0" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M56 44V18l12-12 12 12v26z" fill="#d4ccbb" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M66.5 0h3v4h3.5v3h-3.5v5h-3V7H63V4h3.5z" fill="#5a4d3c" />
        <circle cx="68" cy="26" r="6" fill={colour} stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M68 20v12M62 26h12" stroke="#5a4d3c" strokeWidth="1" />
      </>
    ),
    cityhall: (
      <>
        <path d="M6 44V28l10-10h104l10 10v16z" fill="#d8c9a7" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M58 28V10h20v18z" fill="#cdbb95" stroke="#5a4d3c" strokeWidth="1.5" />
        <path d="M55 10 68 0l13 10z" fill={colour} stroke="#5a4d3c" strokeWidth="1.5" />
        <circle cx="68" cy="19" r="5" fill="#fff8e6" stroke="#5a4d3c" strokeWidth="1.3" />
        <path d="M68 19v-3.2M68 19h2.6" stroke="#3b2a16" strokeWidth="1" />
        <path d="M20 44V34h10v10zM106 44V34h10v10z" fill="#7c6a50" />
      </>
    ),
  };
  return (
    <svg className="ty-roof" viewBox="0 0 136 44" preserveAspectRatio="xMidYMax meet" aria-hidden="true">
      {roofs[building]}
    </svg>
  );
});

/**
 * A building's front behind its rows of spaces, as tall and wide as the building at
 * any width (screen pixels, repeating patterns): the palace's coursed stone, the
 * bishopric's whitewash between quoins, the city hall's timber frame, each over a
 * plinth of stone. Drawn once per building.
 */
const Facade = memo(function Facade({ building }: { building: Building }) {
  const id = `tyf${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const wall: Record<Building, ReactNode> = {
    palace: (
      <pattern id={id} width="34" height="16" patternUnits="userSpaceOnUse">
        <rect width="34" height="16" fill="#a0927a" />
        <rect x="0.6" y="0.6" width="15.8" height="6.8" rx="1" fill="#d9ceb6" />
        <rect x="17.6" y="0.6" width="15.8" height="6.8" rx="1" fill="#cdc0a4" />
        <rect x="-8.4" y="8.6" width="15.8" height="6.8" rx="1" fill="#e0d7c1" />
        <rect x="8.6" y="8.6" width="15.8" height="6.8" rx="1" fill="#d9ceb6" />
        <rect x="25.6" y="8.6" width="15.8" height="6.8" rx="1" fill="#e0d7c1" />
      </pattern>
    ),
    bishopric: (
      <pattern id={id} width="60" height="30" patternUnits="userSpaceOnUse">
        <rect width="60" height="30" fill="#f1ece0" />
        <path d="M6 9q8-2 14 1M34 23q9-3 17 0" fill="none" stroke="#ddd4c2" strokeWidth="1.2" strokeLinecap="round" />
      </pattern>
    ),
    cityhall: (
      <pattern id={id} width="48" height="44" patternUnits="userSpaceOnUse">
        <rect width="48" height="44" fill="#f4e6c4" />
        <path
          d="M0 1h48M0 43h48M1 0v44M25 0v44M1 0 25 44M25 0 48 44"
          fill="none"
          stroke="#7a5534"
          strokeWidth="2.2"
          opacity="0.75"
        />
      </pattern>
    ),
  };
  // The bishopric's corner stones, one course in two jutting out.
  const quoins = (x: number) => (
    <g className="ty-quoins">
      {Array.from({ length: 14 }, (_, i) => (
        <rect key={i} x={i % 2 === 0 ? x : x + (x < 0 ? 6 : 0)} y={i * 14} width={i % 2 === 0 ? 12 : 6} height={13} />
      ))}
    </g>
  );
  return (
    <svg className="ty-facade" aria-hidden="true" data-testid={`facade-${building}`}>
      <defs>{wall[building]}</defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} className="ty-facade-wall" />
      {building === 'bishopric' && (
        <>
          {quoins(0)}
          <svg x="100%" overflow="visible">
            {quoins(-12)}
          </svg>
        </>
      )}
      <svg y="100%" overflow="visible">
        <rect y={-9} width="100%" height="9" className="ty-plinth" />
      </svg>
    </svg>
  );
});

/**
 * The town square the buildings stand on: a paving of cobbles behind and between
 * them, in screen pixels at any width.
 */
const TownSquare = memo(function TownSquare() {
  const id = `tys${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg className="ty-town-square" aria-hidden="true" data-testid="town-square">
      <defs>
        <pattern id={id} width="28" height="18" patternUnits="userSpaceOnUse">
          <rect width="28" height="18" className="ty-cobble-joint" />
          <rect x="1" y="1" width="12" height="7.5" rx="3.5" className="ty-cobble" />
          <rect x="14.5" y="1.5" width="12.5" height="7" rx="3.5" className="ty-cobble is-dark" />
          <rect x="-6" y="10" width="12" height="7" rx="3.5" className="ty-cobble is-light" />
          <rect x="7.5" y="9.5" width="13" height="7.5" rx="3.5" className="ty-cobble" />
          <rect x="22" y="10" width="12" height="7" rx="3.5" className="ty-cobble is-light" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
});

/** The die values that address a row, drawn as small dice of the building's colour. */
const RowValues = memo(function RowValues({ building, values }: { building: Building; values: readonly number[] }) {
  const look = DIE_LOOKS[COLOUR_CODE[BUILDING_COLOUR[building]]];
  return (
    <span className="ty-row-values" aria-hidden="true">
      {values.map((v) => (
        <DieFace key={v} value={v} look={look} className="ty-row-die" />
      ))}
    </span>
  );
});

interface BuildingViewProps {
  t: Translate;
  G: TroyesState;
  building: Building;
  target: boolean;
  /** The spaces offered now (draft), joined: `"0,3"`. */
  open: string;
  /** The pieces' motion ids at the building's places, joined: drawn again when one changes. */
  pieceIds: string;
  /** The other seats' last moves at the building's places (`place=seat`, joined by spaces), as `pieceIds`. */
  recent: string;
  ids: ReadonlyMap<string, string>;
  onSpace: (b: Building, space: number) => void;
  onBuilding: (b: Building) => void;
}

/**
 * One building with its rows, its citizens and those lying beside it. Drawn from
 * `G.buildings[building]` alone (protection included): a state update draws again
 * only the buildings it changed.
 */
const BuildingView = memo(
  function BuildingView({ t, G, building: b, target, open, recent, ids, onSpace, onBuilding }: BuildingViewProps) {
    const name = useSeatName();
    const marks = new Map(recent === '' ? [] : recent.split(' ').map((e) => e.split('=') as [string, string]));
    const who = (o: Occupant) => (o === 'n' ? t('board.neutral') : name(o));
    const layout = LAYOUTS[b];
    const offered = new Set(open.split(','));
    return (
      <div
        className={`ty-building ty-building-${b}${target ? ' is-target' : ''}`}
        data-testid={`building-${b}`}
        data-motion-anchor={`building:${b}`}
      >
        <RecentMarkFor player={marks.get(`building:${b}`)} />
        <Facade building={b} />
        <Roof building={b} />
        <h4 className="ty-building-name">
          {target ? (
            <button type="button" className="ty-target" onClick={() => onBuilding(b)}>
              {t(`building.${b}`)}
            </button>
          ) : (
            t(`building.${b}`)
          )}
        </h4>
        <div className="ty-rows">
          {layout.rows.map((row, r) => (
            <div key={r} className="ty-row">
              <RowValues building={b} values={layout.values[r]} />
              {row.map((s) => {
                const o = G.buildings[b].spaces[s];
                const label = t('board.space', { space: s + 1, values: layout.values[r].join(', ') });
                return offered.has(String(s)) ? (
                  <button
                    key={s}
                    type="button"
                    className="ty-space is-target"
                    aria-label={`${label}: ${t('board.empty')}`}
                    onClick={() => onSpace(b, s)}
                  >
                    +
                  </button>
                ) : (
                  <span key={s} className="ty-space" title={label} data-testid={`space-${b}-${s}`}>
                    {o === null ? (
                      <span className="visually-hidden">{t('board.empty')}</span>
                    ) : (
                      <Piece t={t} who={o} name={who(o)} motion={ids.get(`${b}:${s}`)} from={`district:${o}`} />
                    )}
                    {o !== null && o !== 'n' && isProtected(G, b, o) && (
                      <span
                        className="ty-shield"
                        role="img"
                        title={t('board.protectedNote')}
                        aria-label={t('board.protectedNote')}
                      >
                        ⛨
                      </span>
                    )}
                    <RecentMarkFor player={marks.get(`space:${b}:${s}`)} />
                  </span>
                );
              })}
            </div>
          ))}
        </div>
        {G.buildings[b].lying.length > 0 && (
          <div className="ty-lying">
            <span className="ty-lying-text">{t('board.lying')}</span>
            {G.buildings[b].lying.map((o, i) => (
              <Piece
                key={i}
                t={t}
                who={o}
                name={who(o)}
                kind="lying"
                motion={ids.get(`lying:${b}:${i}`)}
                to={`district:${o}`}
              />
            ))}
          </div>
        )}
      </div>
    );
  },
  (a, b) =>
    a.t === b.t &&
    a.building === b.building &&
    a.G.buildings[a.building] === b.G.buildings[b.building] &&
    a.target === b.target &&
    a.open === b.open &&
    a.pieceIds === b.pieceIds &&
    a.recent === b.recent &&
    a.onSpace === b.onSpace &&
    a.onBuilding === b.onBuilding,
);

export function Buildings({
  t,
  G,
  targets,
  onSpace,
  onBuilding,
  ids,
  marked,
}: {
  t: Translate;
  G: TroyesState;
  /** Spaces offered now (draft), and buildings that take the chosen die. */
  targets: { spaces: Set<string>; buildings: Set<Building> };
  onSpace: (b: Building, space: number) => void;
  onBuilding: (b: Building) => void;
  /** The pieces' motion ids by place (motion.ts). */
  ids: ReadonlyMap<string, string>;
  /** The other seats' last moves (`recentPlaces`): each building gets its own (kit's RecentMarkFor). */
  marked: RecentPlaces;
}) {
  // The board hands new handlers at each render: the buildings keep stable ones that call the newest.
  const handlers = useRef({ onSpace, onBuilding });
  handlers.current = { onSpace, onBuilding };
  const space = useCallback((b: Building, s: number) => handlers.current.onSpace(b, s), []);
  const choose = useCallback((b: Building) => handlers.current.onBuilding(b), []);
  return (
    <section className="ty-buildings" aria-label={t('board.buildings')}>
      <h3 className="visually-hidden">{t('board.buildings')}</h3>
      <div className="ty-building-list">
        <TownSquare />
        {BUILDINGS.map((b) => {
          const spaces = LAYOUTS[b].rows.flat();
          return (
            <BuildingView
              key={b}
              t={t}
              G={G}
              building={b}
              target={targets.buildings.has(b)}
              open={spaces.filter((s) => targets.spaces.has(`${b}:${s}`)).join(',')}
              pieceIds={[
                ...spaces.map((s) => ids.get(`${b}:${s}`) ?? ''),
                ...G.buildings[b].lying.map((_, i) => ids.get(`lying:${b}:${i}`) ?? ''),
              ].join(',')}
              recent={[`building:${b}`, ...spaces.map((s) => `space:${b}:${s}`)]
                .flatMap((place) => {
                  const seat = marked.get(place);
                  return seat === undefined ? [] : [`${place}=${seat}`];
                })
                .join(' ')}
              ids={ids}
              onSpace={space}
              onBuilding={choose}
            />
          );
        })}
      </div>
    </section>
  );
}

/** The cathedral's towers and rose window, drawn once above its columns. */
const CathedralFront = memo(function CathedralFront() {
  return (
    <svg className="ty-cathedral-front" viewBox="0 0 240 64" preserveAspectRatio="xMidYMax meet" aria-hidden="true">
      <path d="M14 64V22l14-20 14 20v42zM198 64V22l14-20 14 20v42z" fill="#b9b0a0" stroke="#4d463c" strokeWidth="1.5" />
      <path d="M42 64V36L120 8l78 28v28z" fill="#cfc7b6" stroke="#4d463c" strokeWidth="1.5" />
      <circle cx="120" cy="40" r="15" fill="#6b8fb8" stroke="#4d463c" strokeWidth="1.5" />
      <path d="M120 25v30M105 40h30M109.4 29.4l21.2 21.2M130.6 29.4l-21.2 21.2" stroke="#4d463c" strokeWidth="1.2" />
      <circle cx="120" cy="40" r="4.5" fill="#c94c3c" stroke="#4d463c" strokeWidth="1" />
      <path
        d="M22 30a6 6 0 0 1 12 0v14H22zM206 30a6 6 0 0 1 12 0v14h-12z"
        fill="#6b8fb8"
        stroke="#4d463c"
        strokeWidth="1.2"
      />
      <path d="M118.5 0h3v4h3v2.6h-3V12h-3V6.6h-3V4h3z" fill="#4d463c" />
    </svg>
  );
});

export function Cathedral({
  t,
  G,
  target,
  onBuild,
  ids,
  recent,
}: {
  t: Translate;
  G: TroyesState;
  target: boolean;
  onBuild: () => void;
  ids: ReadonlyMap<string, string>;
  /** The seat whose last move was building here. */
  recent: string | undefined;
}) {
  const name = useSeatName();
  return (
    <section
      className={`ty-cathedral${target ? ' is-target' : ''}`}
      aria-label={t('board.cathedral')}
      data-testid="cathedral"
    >
      <RecentMarkFor player={recent} />
      <h3 className="ty-heading">
        {target ? (
          <button type="button" className="ty-target" onClick={onBuild}>
            {t('board.cathedral')}
          </button>
        ) : (
          t('board.cathedral')
        )}
      </h3>
      <CathedralFront />
      <div className="ty-columns">
        {G.cathedral.map((column, c) => (
          <div
            key={c}
            className="ty-column"
            title={t('board.column', { value: c + 1, influence: CATHEDRAL_INFLUENCE[c] })}
          >
            {[...column].reverse().map((o, i) => {
              const level = column.length - i;
              return (
                <span
                  key={i}
                  className="ty-level"
                  role="group"
                  aria-label={t('board.level', { level })}
                  data-level={level}
                >
                  {o !== null && (
                    <Piece
                      t={t}
                      who={o}
                      name={name(o)}
                      kind="cube"
                      motion={ids.get(`cathedral:${c}:${level}`)}
                      from={`district:${o}`}
                    />
                  )}
                </span>
              );
            })}
            <span className="ty-column-foot" aria-hidden="true">
              <DieFace value={c + 1} look={DIE_LOOKS.w} className="ty-column-die" />
              <InfluenceSeal n={CATHEDRAL_INFLUENCE[c]} />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The influence track 0-20, a marker (disc) for every player on his influence. */
export function InfluenceTrack({ t, G }: { t: Translate; G: TroyesState }) {
  const name = useSeatName();
  const steps = Array.from({ length: MAX_INFLUENCE + 1 }, (_, i) => i);
  return (
    <section className="ty-track" aria-label={t('board.influenceTrack')}>
      <h3 className="ty-heading">
        <InfluenceSeal n={MAX_INFLUENCE} /> {t('board.influenceTrack')}
      </h3>
      <ol className="ty-track-steps">
        {steps.map((v) => {
          const here = G.playOrder.filter((p) => G.players[p].influence === v);
          return (
            <li key={v} className={`ty-track-step${v % 5 === 0 ? ' is-fifth' : ''}`} data-value={v}>
              <span className="ty-track-value">{v}</span>
              <span className="ty-track-markers">
                {here.map((p) => (
                  <span key={p} className="ty-marker" data-motion={`influence:${p}`} data-motion-from={`district:${p}`}>
                    <PlayerPiece playerID={p} kind="disc" label={name(p)} />
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
