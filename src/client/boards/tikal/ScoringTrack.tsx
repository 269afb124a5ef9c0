// The scoring rounds on the map: one marker per volcano among the terrain
// tiles (three in the game's data) and one for the final scoring, each scored, being
// scored now, or to come, as a physical board's score track shows how far the game is.
import { memo } from 'react';
import { TERRAIN_TILES, type TikalPhase, type TikalState } from '../../../games/tikal';
import { Icon, type IconName } from '../../kit/art';
import type { Translate } from './text';

const VOLCANOES = TERRAIN_TILES.filter((tile) => tile.kind === 'volcano').length;

export type RoundState = 'done' | 'now' | 'toCome';

export interface ScoringRound {
  /** `volcano` rounds are numbered from 1; the final one is last. */
  kind: 'volcano' | 'final';
  n: number;
  state: RoundState;
}

/**
 * Every scoring round of the game and where it stands: a volcano on the map has been
 * scored, one drawn and not placed yet is being scored; the final scoring runs in the
 * `final` phase and is over with the game.
 */
export function scoringRounds(G: Pick<TikalState, 'spaces' | 'volcano' | 'phase'>): ScoringRound[] {
  const erupted = G.spaces.filter((s) => s.kind === 'volcano').length;
  const rounds: ScoringRound[] = Array.from({ length: VOLCANOES }, (_, i) => ({
    kind: 'volcano' as const,
    n: i + 1,
    state: i < erupted ? 'done' : i === erupted && G.volcano !== null ? 'now' : 'toCome',
  }));
  const final: Record<TikalPhase, RoundState> = { play: 'toCome', volcano: 'toCome', final: 'now', over: 'done' };
  rounds.push({ kind: 'final', n: VOLCANOES + 1, state: final[G.phase] });
  return rounds;
}

const ICON: Record<ScoringRound['kind'], IconName> = { volcano: 'volcano', final: 'pyramid' };

function ScoringTrackImpl({ t, rounds }: { t: Translate; rounds: readonly ScoringRound[] }) {
  return (
    <div className="tk-track" role="group" aria-label={t('board.scoringRounds')} data-testid="scoring-track">
      <span className="tk-track-title" aria-hidden="true">
        {t('board.scoringRounds')}
      </span>
      <ol className="tk-track-rounds">
        {rounds.map((r) => {
          const name = r.kind === 'volcano' ? t('board.volcanoRound', { n: r.n }) : t('phases.final');
          return (
            <li key={r.n} className={`tk-round is-${r.state}`} data-round={r.kind} data-state={r.state}>
              <Icon name={ICON[r.kind]} />
              {r.kind === 'volcano' && (
                <span className="tk-round-no" aria-hidden="true">
                  {r.n}
                </span>
              )}
              <span className="visually-hidden">{`${name}: ${t(`board.roundState.${r.state}`)}`}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const ScoringTrack = memo(ScoringTrackImpl);
