// Read-only parts of the table: the scoring-round banner, what the hex under the
// pointer or focus holds, everybody's treasures, and the public supplies.
import type { RefObject } from 'react';
import type { Ctx } from 'boardgame.io';
import {
  type SpaceId,
  STACK_LETTERS,
  MAX_TEMPLE_VALUE,
  TREASURE_MOTIFS,
  templePoints,
  treasurePoints,
  type TikalState,
} from '../../../games/tikal';
import { AnchoredTip, PlayerName, Tooltip } from '../../kit';
import type { Translate } from './text';
import { TileCard, tileText } from './TileCard';

export function PhaseBanner({ t, G, ctx }: { t: Translate; G: TikalState; ctx: Ctx }) {
  if (ctx.gameover !== undefined || G.phase === 'over') return null;
  if (G.phase === 'volcano' && G.volcano) {
    return (
      <div className="tk-banner tk-banner-volcano" role="status" data-testid="volcano-banner">
        <TileCard tileId={G.volcano.tile} size={44} label={tileText(t, G.volcano.tile)} />
        <div>
          <strong>{t('phases.volcano')}</strong>
          <p>
            {t('board.volcanoExplain')} {t('board.stillToPlay')}{' '}
            {G.volcano.queue.map((p, i) => (
              <span key={p}>
                {i > 0 && ', '}
                <PlayerName playerID={p} />
              </span>
            ))}
          </p>
        </div>
      </div>
    );
  }
  if (G.phase === 'final') {
    return (
      <div className="tk-banner tk-banner-final" role="status" data-testid="final-banner">
        <div>
          <strong>{t('phases.final')}</strong>
          <p>
            {t('board.finalExplain')} {t('board.stillToPlay')}{' '}
            {G.finalQueue.map((p, i) => (
              <span key={p}>
                {i > 0 && ', '}
                <PlayerName playerID={p} />
              </span>
            ))}
          </p>
        </div>
      </div>
    );
  }
  return null;
}

/**
 * The tooltip of the hex under the pointer or keyboard focus (or last tapped), placed
 * by the kit like every tooltip: above the hex, below it where there is no room, kept
 * inside the window.
 */
export function HexTip({
  text,
  space,
  id,
  map,
  onClose,
}: {
  text: string | null;
  space: SpaceId | null;
  id: string;
  /** The map whose hexes the tip explains. */
  map: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const anchor =
    text === null || space === null ? null : (map.current?.querySelector(`[data-testid="hex-${space}"]`) ?? null);
  return (
    <AnchoredTip
      anchor={anchor}
      id={id}
      content={text}
      className="tk-hex-tip"
      testId="hex-inspector"
      onClose={onClose}
    />
  );
}

/**
 * Everybody's treasures by kind, and what each player would score if a scoring
 * came now: what a player weighs before an exchange, a guard or a walk.
 */
export function Treasures({
  t,
  G,
  from,
}: {
  t: Translate;
  G: TikalState;
  /** Where a treasure just taken comes from (the ruin's hex, a motion anchor), if one was. */
  from?: string;
}) {
  return (
    <section className="tk-panel tk-treasures" aria-label={t('board.treasuresTitle')}>
      <h3>{t('board.treasuresTitle')}</h3>
      <ul>
        {G.playOrder.map((p) => {
          const held = G.players[p].treasures;
          const kinds = Array.from({ length: TREASURE_MOTIFS }, (_, m) => m).filter((m) => held[m] > 0);
          const temples = templePoints(G, p);
          const treasures = treasurePoints(G, p);
          return (
            <li key={p} data-testid={`treasures-${p}`}>
              <PlayerName playerID={p} />{' '}
              {kinds.length === 0 ? (
                <span className="muted">{t('board.noTreasure')}</span>
              ) : (
                kinds.map((m) => (
                  <span
                    key={m}
                    className={`tk-motif tk-motif-${held[m]}`}
                    data-motion={`treasure:${p}:${m}:${held[m]}`}
                    data-motion-from={from}
                  >
                    {t(`motifs.${m}`)}
                    {held[m] > 1 ? ` ×${held[m]}` : ''}
                  </span>
                ))
              )}
              <div className="tk-scoring-now muted" data-testid={`scoring-now-${p}`}>
                {t('board.scoringNow', { total: temples + treasures, temples, treasures })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Supply({ t, G }: { t: Translate; G: TikalState }) {
  const tilesLeft = STACK_LETTERS.reduce((n, l) => n + G.stackCounts[l], 0);
  const levels = Array.from({ length: MAX_TEMPLE_VALUE - 1 }, (_, i) => i + 2);
  return (
    <section className="tk-panel tk-supply" aria-label={t('board.supplyTitle')} data-testid="supply">
      <h3>{t('board.supplyTitle')}</h3>
      <Tooltip
        content={STACK_LETTERS.map((l) => t('labels.stackLetter', { letter: l, count: G.stackCounts[l] })).join(' · ')}
      >
        <span tabIndex={0} className="tk-supply-item" data-testid="tiles-left">
          {t('labels.stack', { count: tilesLeft })}
        </span>
      </Tooltip>
      <span className="tk-supply-item" data-testid="treasure-supply">
        {t('board.treasureSupply', { count: G.treasureSupplyCount })}
      </span>
      <Tooltip content={t('board.levelsHelp')}>
        <span tabIndex={0} className="tk-supply-item">
          {t('labels.levelSupply')}: {levels.map((v) => `${v}×${G.levelSupply[v]}`).join(' ')}
        </span>
      </Tooltip>
    </section>
  );
}
