// The road from space 1 to 28: buildings with their owners' houses and workers,
// the provost and the bailiff, and the spaces where the bailiff scores the castle.
import { memo, type CSSProperties } from 'react';
import { building, SECTIONS, vpOf, type CaylusState, type SectionId } from '../../../games/caylus';
import { BuildingInfo } from './BuildingInfo';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { sameProps, spotKey, type Target, type Targets } from './targets';
import { buildingName, useCaylusT } from './text';

const SECTION_AT: Readonly<Record<number, SectionId>> = Object.fromEntries(SECTIONS.map((s) => [s.trigger, s.id]));

interface RoadTileProps {
  space: number;
  buildingId: string | null;
  vp: number;
  owner: string | null;
  worker: string | null;
  provost: boolean;
  bailiff: boolean;
  converting: boolean;
  /** The building whose effect is being decided now. */
  acting: boolean;
  target: Target | undefined;
  onChoose: Choose;
}

// Memoised: a state update re-renders only the spaces whose pieces or highlight changed.
const RoadTile = memo(function RoadTile(props: RoadTileProps) {
  const { space, buildingId, vp, owner, worker, provost, bailiff, converting, acting, target, onChoose } = props;
  const t = useCaylusT();
  const section = SECTION_AT[space];
  const type = buildingId ? building(buildingId).type : 'empty';
  const tip = (
    <span className="cy-info">
      <span className="cy-info-line">{t('board.space', { space })}</span>
      {buildingId
        ? <BuildingInfo id={buildingId} vp={vp} owner={owner} worker={worker} />
        : <span className="cy-info-line"><strong>{t('board.emptyLot')}</strong> {t('board.emptyLotHelp')}</span>}
      {converting && <span className="cy-info-line">{t('board.toConvert')}</span>}
      {provost && <span className="cy-info-line">{t('board.provostHere')}</span>}
      {bailiff && <span className="cy-info-line">{t('board.bailiffHere')}</span>}
      {section && <span className="cy-info-line">{t('board.sectionMark', { section: t(`sections.${section}`) })}</span>}
    </span>
  );
  const name = buildingId ? buildingName(t, buildingId) : t('board.emptyLot');
  return (
    <li className={`cy-road-space cy-type-${type}${acting ? ' is-acting' : ''}`} aria-current={acting ? 'step' : undefined}>
      <SpotButton target={target} onChoose={onChoose} tip={tip} className="cy-tile" testId={`road-${space}`} place={spotKey(space)}>
        <span className="cy-tile-head">
          <span className="cy-space-no">{space}</span>
          {section && <span className="cy-section-mark" aria-hidden="true">♜</span>}
          {provost && <span className="cy-marker cy-provost" role="img" aria-label={t('board.provost')}>P</span>}
          {bailiff && <span className="cy-marker cy-bailiff" role="img" aria-label={t('board.bailiff')}>B</span>}
        </span>
        <span className="cy-tile-name" style={{ '--cy-word': longestWord(name) } as CSSProperties}>{name}</span>
        <span className="cy-tile-foot">
          {owner && <Piece playerID={owner} kind="house" />}
          {converting && <span className="cy-converting" aria-hidden="true">⌂</span>}
          {worker && <Piece playerID={worker} kind="worker" />}
        </span>
      </SpotButton>
    </li>
  );
}, sameProps);

export function Road({ G, targets, onChoose }: { G: CaylusState; targets: Targets; onChoose: Choose }) {
  const t = useCaylusT();
  const acting = G.decision && 'space' in G.decision ? G.decision.space : null;
  return (
    <section className="cy-road-wrap" aria-labelledby="cy-road-title">
      <h3 id="cy-road-title" className="cy-heading">{t('board.road')}</h3>
      <ol className="cy-road">
        {G.road.map((r, i) => {
          const space = i + 1;
          return (
            <RoadTile
              key={space}
              space={space}
              buildingId={r.building}
              vp={r.building ? vpOf(G, r.building) : 0}
              owner={r.owner}
              worker={r.worker}
              provost={G.provost === space}
              bailiff={G.bailiff === space}
              converting={G.pendingConversions.some((c) => c.space === space)}
              acting={acting === space}
              target={targets.get(spotKey(space))}
              onChoose={onChoose}
            />
          );
        })}
      </ol>
    </section>
  );
}

/** Letters in the name's longest word: the CSS sets a long one smaller so that it is never broken. */
function longestWord(name: string): number {
  return Math.max(...name.split(/\s+/).map((w) => w.length));
}
