// The scorings so far, walked through one item at a time: each territory's tents,
// each connection's totems, each settlement, the purple road, then the totals. The
// item shown is outlined on the map.
import {
  mapOf,
  NEUTRAL,
  territoryName,
  type IwariState,
  type MapIndex,
  type PlayerID,
  type ScoringRecord,
  type Tribe,
} from '../../../games/iwari';
import type { SeatInfo } from '../../kit';
import { Panel } from './Panels';
import { BiomeEmblem, TentIcon } from './pieces';
import { tribeName, type Translate } from './text';

export interface ScoringStep {
  key: string;
  title: string;
  detail: string;
  focus: { territory?: string; connection?: number } | null;
  /** A settlement's player: its picture is their tent. */
  owner?: PlayerID;
}

function list(t: Translate, counts: Record<Tribe, number>, seats: readonly SeatInfo[]): string {
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return entries.length === 0
    ? t('board.none')
    : entries.map(([tribe, n]) => `${tribeName(t, tribe, seats)} ${n}`).join(', ');
}

function points(t: Translate, p: Record<PlayerID, number>, seats: readonly SeatInfo[]): string {
  return list(t, Object.fromEntries(Object.entries(p).filter(([tribe]) => tribe !== NEUTRAL)), seats);
}

/** A settlement's tents counted per territory, in the order the settlement reaches them. */
function tentsByTerritory(index: MapIndex, spaces: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of spaces) {
    const id = index.territoryOfSpace.get(s) ?? s;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts];
}

/** The steps of one scoring, in the order it was scored. */
export function scoringSteps(
  t: Translate,
  record: ScoringRecord,
  seats: readonly SeatInfo[],
  index: MapIndex,
): ScoringStep[] {
  const out: ScoringStep[] = [];
  for (const s of record.territories) {
    if (Object.keys(s.tents).length === 0) continue;
    out.push({
      key: `t${s.territory}`,
      title: t('board.stepTerritory', { ...territoryName(index, s.territory), factor: s.factor }),
      detail: t('board.stepTents', { tents: list(t, s.tents, seats), points: points(t, s.points, seats) }),
      focus: { territory: s.territory },
    });
  }
  for (const c of record.connections) {
    if (Object.keys(c.points).length === 0) continue;
    out.push({
      key: `c${c.n}`,
      title: t('board.stepConnection', { n: c.n, factor: c.factor }),
      detail: t('board.stepTotems', {
        a: list(t, c.totemsA, seats),
        b: list(t, c.totemsB, seats),
        points: points(t, c.points, seats),
      }),
      focus: { connection: c.n },
    });
  }
  record.settlements.forEach((s, i) => {
    out.push({
      key: `s${i}`,
      title: t('board.stepSettlement', { player: tribeName(t, s.player, seats), size: s.spaces.length }),
      detail: tentsByTerritory(index, s.spaces)
        .map(([id, tents]) => t('board.stepTentsIn', { ...territoryName(index, id), tents }))
        .join(', '),
      focus: null,
      owner: s.player,
    });
  });
  if (record.road) {
    out.push({
      key: 'road',
      title: t('board.stepRoad'),
      detail: t('board.stepTents', {
        tents: list(t, record.road.tents, seats),
        points: points(t, record.road.points, seats),
      }),
      focus: null,
    });
  }
  out.push({ key: 'total', title: t('board.stepTotal'), detail: points(t, record.totals, seats), focus: null });
  return out;
}

/** The step's picture, as the map draws it: the territory's biome, the connection's plaque, a settlement's tent. */
function StepPicture({ G, step }: { G: IwariState; step: ScoringStep }) {
  if (step.owner !== undefined)
    return (
      <span className="iw-step-picture" aria-hidden="true">
        <TentIcon tribe={step.owner} label="" size={26} />
      </span>
    );
  const territory = step.focus?.territory !== undefined ? mapOf(G).territory.get(step.focus.territory) : undefined;
  const n = step.focus?.connection;
  const water = n !== undefined && mapOf(G).connection.get(n)?.kind === 'water';
  return (
    <svg className="iw-step-picture" viewBox="-12 -12 24 24" aria-hidden="true" data-step={step.key}>
      {territory ? (
        <BiomeEmblem biome={territory.biome} x={0} y={0} r={11} />
      ) : n !== undefined ? (
        <g className={`iw-connection is-${water ? 'water' : 'land'}`}>
          <circle r={11} className="iw-connection-disc" />
          <circle r={8.5} className="iw-connection-inner" />
          <text className="iw-connection-no is-large" y={4}>
            {n}
          </text>
        </g>
      ) : (
        <path d="M-9 8h18M-7 8V-1h4v9M-2 8V-6h4v14M3 8V-3h4v11" className="iw-step-total" />
      )}
    </svg>
  );
}

export function ScoringView({
  t,
  G,
  seats,
  which,
  step,
  onWhich,
  onStep,
}: {
  t: Translate;
  G: IwariState;
  seats: readonly SeatInfo[];
  which: number;
  step: number;
  onWhich: (i: number) => void;
  onStep: (i: number) => void;
}) {
  const record = G.scorings[which];
  if (!record) return null;
  const steps = scoringSteps(t, record, seats, mapOf(G));
  const at = Math.min(step, steps.length - 1);
  const current = steps[at];
  return (
    <Panel title={t('board.scorings')} testId="scoring-view">
      <div className="iw-buttons">
        {G.scorings.map((r, i) => (
          <button
            key={i}
            type="button"
            aria-pressed={i === which}
            onClick={() => {
              onWhich(i);
              onStep(0);
            }}
          >
            {t(r.kind === 'half' ? 'scoringName.true' : 'scoringName.false')}
          </button>
        ))}
      </div>
      <p className="iw-step" aria-live="polite">
        <StepPicture G={G} step={current} />
        <span>
          <strong>{current.title}</strong> {current.detail}
        </span>
      </p>
      <div className="iw-buttons">
        <button type="button" disabled={at === 0} onClick={() => onStep(at - 1)}>
          {t('board.previous')}
        </button>
        <span className="iw-muted">
          {at + 1} / {steps.length}
        </span>
        <button type="button" disabled={at === steps.length - 1} onClick={() => onStep(at + 1)}>
          {t('board.next')}
        </button>
      </div>
    </Panel>
  );
}
