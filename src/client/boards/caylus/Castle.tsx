// The castle, drawn: one castle in three tiers, the dungeon's keep on top of the
// walls on top of the towers, each of masonry under its battlements, whose building
// plots fill with the houses built in them (building order); which one is scored;
// and the workers waiting at its gate to build, in arrival order.
import { memo, useId } from 'react';
import { SECTIONS, type CaylusState, type SectionDef } from '../../../games/caylus';
import { Icon } from '../../kit/art';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { sameProps, type Target } from './targets';
import { useCaylusT } from './text';
import './places.css';

/**
 * A tier's stonework, behind its name and plots, as wide and tall as the tier at any
 * width (screen pixels, repeating patterns): coursed blocks of stone under a row of
 * merlons; the towers' tier has a round tower at each end, the dungeon's keep flies a
 * banner. Decorative: the tier's plots and houses say what it holds.
 */
const TierArt = memo(function TierArt({ section }: { section: SectionDef['id'] }) {
  const id = `cyc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // A round tower's front, 24 px wide from `x`, rising above the tier with its own merlons.
  const tower = (x: number) => (
    <g className="cy-castle-tower">
      <rect x={x} y={-4} width={24} height="100%" fill={`url(#${id}s)`} className="cy-castle-wall" />
      <path d={`M${x - 1} -3h26v-9h-4.5v4h-5v-4h-5v4h-5v-4H${x - 1}z`} className="cy-castle-merlon" />
      <path d={`M${x + 10} 12v10h4V12a2 2 0 0 0-4 0z`} className="cy-castle-slit" />
    </g>
  );
  return (
    <svg className="cy-tier-art" aria-hidden="true" data-testid={`castle-art-${section}`}>
      <defs>
        <pattern id={`${id}s`} width="36" height="16" patternUnits="userSpaceOnUse">
          <rect width="36" height="16" className="cy-castle-mortar" />
          <rect x="0.6" y="0.6" width="16.8" height="6.8" rx="1" className="cy-castle-block" />
          <rect x="18.6" y="0.6" width="16.8" height="6.8" rx="1" className="cy-castle-block is-dark" />
          <rect x="-8.4" y="8.6" width="16.8" height="6.8" rx="1" className="cy-castle-block is-light" />
          <rect x="9.6" y="8.6" width="16.8" height="6.8" rx="1" className="cy-castle-block" />
          <rect x="27.6" y="8.6" width="16.8" height="6.8" rx="1" className="cy-castle-block is-light" />
        </pattern>
        <pattern id={`${id}m`} width="16" height="10" patternUnits="userSpaceOnUse">
          <rect x="3" width="10" height="11" className="cy-castle-merlon" />
        </pattern>
      </defs>
      <rect y="10" width="100%" height="100%" fill={`url(#${id}s)`} className="cy-castle-wall" />
      <rect width="100%" height="10" fill={`url(#${id}m)`} />
      <rect y="9" width="100%" height="3" className="cy-castle-walk" />
      {section === 'towers' && (
        <>
          {tower(-2)}
          <svg x="100%" overflow="visible">
            {tower(-22)}
          </svg>
        </>
      )}
      {section === 'dungeon' && (
        <svg x="50%" overflow="visible">
          <path d="M0 1V-22" className="cy-castle-pole" />
          <path d="M0-22h15l-4 4.5 4 4.5H0z" className="cy-castle-banner" />
        </svg>
      )}
    </svg>
  );
});

const Section = memo(function Section({
  def,
  houses,
  scored,
}: {
  def: SectionDef;
  houses: readonly string[];
  scored: boolean;
}) {
  const t = useCaylusT();
  const name = t(`sections.${def.id}`);
  const slots = Array.from({ length: def.pieces }, (_, i) => houses[i] ?? null);
  return (
    <li
      className={['cy-section', `cy-section-${def.id}`, scored ? 'is-scored' : ''].join(' ')}
      data-testid={`section-${def.id}`}
    >
      <TierArt section={def.id} />
      <span className="cy-section-head">
        <strong>{name}</strong>
        <span className="cy-section-count" data-testid={`section-${def.id}-count`}>
          {houses.length}/{def.pieces}
        </span>
        <small>{t('board.sectionShort', { vp: def.vpPerPiece, trigger: def.trigger })}</small>
        {scored && <span className="tag">{t('board.sectionScored')}</span>}
      </span>
      <span
        className="cy-section-slots"
        role="img"
        aria-label={t('board.section', {
          section: name,
          built: houses.length,
          pieces: def.pieces,
          vp: def.vpPerPiece,
          trigger: def.trigger,
        })}
      >
        {slots.map((p, i) =>
          p ? (
            <Piece key={i} playerID={p} kind="house" motion={`castle:${def.id}:${i}`} />
          ) : (
            // A faint house where one may still be built: one element each (the towers alone have 14).
            <span key={i} className="cy-house-slot" />
          ),
        )}
      </span>
    </li>
  );
});

/** Where a worker is sent to build; its occupants in arrival order. */
const CastleSpot = memo(function CastleSpot({
  workers,
  target,
  recent,
  onChoose,
}: {
  workers: readonly string[];
  target: Target | undefined;
  recent: string | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t('board.castle')}</strong>
      <span className="cy-info-line">{t('board.castleHelp')}</span>
    </span>
  );
  return (
    <SpotButton
      target={target}
      onChoose={onChoose}
      tip={tip}
      className="cy-castle-spot"
      testId="spot-castle"
      place="castle"
      recent={recent}
    >
      <Icon name="gate" className="cy-kind" />
      <span className="cy-tile-name">{t('board.castleWorkers')}</span>
      <span className="cy-tile-foot">
        {workers.length === 0 && <span className="cy-slot-free">{t('board.freeSlot')}</span>}
        {workers.map((p, i) => (
          <Piece key={`${p}-${i}`} playerID={p} kind="worker" motion={`castle:${i}`} />
        ))}
      </span>
    </SpotButton>
  );
}, sameProps);

export function Castle({
  G,
  target,
  recent,
  onChoose,
}: {
  G: CaylusState;
  target: Target | undefined;
  /** The seat whose last move was sending a worker here. */
  recent: string | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  return (
    <section className="cy-castle" aria-labelledby="cy-castle-title">
      <h3 id="cy-castle-title" className="cy-heading">
        <Icon name="castle" /> {t('board.castle')}
      </h3>
      <ol className="cy-sections">
        {SECTIONS.map((s) => (
          <Section key={s.id} def={s} houses={G.castle[s.id]} scored={G.scoredSections.includes(s.id)} />
        ))}
      </ol>
      <CastleSpot workers={G.castleWorkers} target={target} recent={recent} onChoose={onChoose} />
    </section>
  );
}
