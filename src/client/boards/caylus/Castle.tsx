// The castle, drawn: three walls of masonry (dungeon, walls, towers) whose slots
// fill with the houses built in them (building order), which one is scored, and
// the workers waiting at its gate to build, in arrival order.
import { memo } from 'react';
import { SECTIONS, type CaylusState, type SectionDef } from '../../../games/caylus';
import { Icon } from '../../kit/art';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { sameProps, type Target } from './targets';
import { useCaylusT } from './text';

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
  onChoose,
}: {
  workers: readonly string[];
  target: Target | undefined;
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

export function Castle({ G, target, onChoose }: { G: CaylusState; target: Target | undefined; onChoose: Choose }) {
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
      <CastleSpot workers={G.castleWorkers} target={target} onChoose={onChoose} />
    </section>
  );
}
