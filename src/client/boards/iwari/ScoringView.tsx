// The scorings so far, walked through one item at a time: each territory's tents,
// each connection's totems, each settlement, the purple road, then the totals. The
// item shown is outlined on the map.
import { NEUTRAL, type IwariState, type PlayerID, type ScoringRecord, type Tribe } from '../../../games/iwari';
import type { SeatInfo } from '../../kit';
import { Panel } from './Panels';
import { tribeName, type Translate } from './text';

export interface ScoringStep {
  key: string;
  title: string;
  detail: string;
  focus: { territory?: string; connection?: number } | null;
}

function list(t: Translate, counts: Record<Tribe, number>, seats: readonly SeatInfo[]): string {
  const entries = Object.entries(counts).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  return entries.length === 0 ? t('board.none') : entries.map(([tribe, n]) => `${tribeName(t, tribe, seats)} ${n}`).join(', ');
}

function points(t: Translate, p: Record<PlayerID, number>, seats: readonly SeatInfo[]): string {
  return list(t, Object.fromEntries(Object.entries(p).filter(([tribe]) => tribe !== NEUTRAL)), seats);
}

/** The steps of one scoring, in the order it was scored. */
export function scoringSteps(t: Translate, record: ScoringRecord, seats: readonly SeatInfo[]): ScoringStep[] {
  const out: ScoringStep[] = [];
  for (const s of record.territories) {
    if (Object.keys(s.tents).length === 0) continue;
    out.push({
      key: `t${s.territory}`, title: t('board.stepTerritory', { territory: s.territory, factor: s.factor }),
      detail: t('board.stepTents', { tents: list(t, s.tents, seats), points: points(t, s.points, seats) }),
      focus: { territory: s.territory },
    });
  }
  for (const c of record.connections) {
    if (Object.keys(c.points).length === 0) continue;
    out.push({
      key: `c${c.n}`, title: t('board.stepConnection', { n: c.n, factor: c.factor }),
      detail: t('board.stepTotems', { a: list(t, c.totemsA, seats), b: list(t, c.totemsB, seats), points: points(t, c.points, seats) }),
      focus: { connection: c.n },
    });
  }
  record.settlements.forEach((s, i) => {
    out.push({
      key: `s${i}`, title: t('board.stepSettlement', { player: tribeName(t, s.player, seats), size: s.spaces.length }),
      detail: s.spaces.join(', '), focus: null,
    });
  });
  if (record.road) {
    out.push({
      key: 'road', title: t('board.stepRoad'),
      detail: t('board.stepTents', { tents: list(t, record.road.tents, seats), points: points(t, record.road.points, seats) }), focus: null,
    });
  }
  out.push({ key: 'total', title: t('board.stepTotal'), detail: points(t, record.totals, seats), focus: null });
  return out;
}

export function ScoringView({ t, G, seats, which, step, onWhich, onStep }: {
  t: Translate; G: IwariState; seats: readonly SeatInfo[]; which: number; step: number;
  onWhich: (i: number) => void; onStep: (i: number) => void;
}) {
  const record = G.scorings[which];
  if (!record) return null;
  const steps = scoringSteps(t, record, seats);
  const at = Math.min(step, steps.length - 1);
  const current = steps[at];
  return (
    <Panel title={t('board.scorings')} testId="scoring-view">
      <div className="iw-buttons">
        {G.scorings.map((r, i) => (
          <button key={i} type="button" aria-pressed={i === which} onClick={() => { onWhich(i); onStep(0); }}>
            {t(r.kind === 'half' ? 'scoringName.true' : 'scoringName.false')}
          </button>
        ))}
      </div>
      <p className="iw-step" aria-live="polite">
        <strong>{current.title}</strong> {current.detail}
      </p>
      <div className="iw-buttons">
        <button type="button" disabled={at === 0} onClick={() => onStep(at - 1)}>{t('board.previous')}</button>
        <span className="iw-muted">{at + 1} / {steps.length}</span>
        <button type="button" disabled={at === steps.length - 1} onClick={() => onStep(at + 1)}>{t('board.next')}</button>
      </div>
    </Panel>
  );
}
