// The road from space 1 to 28, drawn as a road that winds back and forth: each
// space a tile with its building kind's icon, its name and its owner's house;
// workers, the provost and the bailiff standing on it; an empty lot is bare ground.
import { memo, type CSSProperties } from 'react';
import { building, SECTIONS, vpOf, type SectionId } from '../../../games/caylus';
import { Figure, Icon, type FigureLook } from '../../kit/art';
import { buildingKind, materialIcon } from './art';
import { BuildingInfo } from './BuildingInfo';
import { Piece } from './Pieces';
import { SpotButton, type Choose, type SpotsProps } from './SpotButton';
import { sameProps, spotKey, type Target } from './targets';
import { buildingName, useCaylusT } from './text';

const SECTION_AT: Readonly<Record<number, SectionId>> = Object.fromEntries(SECTIONS.map((s) => [s.trigger, s.id]));

const PROVOST: FigureLook = { colour: '#7a1f1f', ink: '#fff', letter: 'P' };
const BAILIFF: FigureLook = { colour: '#1f1d1a', ink: '#fff', letter: 'B' };

/** The road's layouts: seven spaces a row where there is room, four on phones. */
const ROW_LENGTHS = [7, 4] as const;

/** Where space `space` (1-based) sits when the road turns back at every row's end. */
function winding(space: number, perRow: number): { row: number; column: number } {
  const i = space - 1;
  const row = Math.floor(i / perRow);
  const along = i % perRow;
  return { row, column: row % 2 === 0 ? along : perRow - 1 - along };
}

/** A space's grid cell in both layouts, as custom properties the CSS picks from. */
function placeOf(space: number): CSSProperties {
  const style: Record<string, number> = {};
  for (const n of ROW_LENGTHS) {
    const { row, column } = winding(space, n);
    style[`--row-${n}`] = row + 1;
    style[`--col-${n}`] = column + 1;
  }
  return style as CSSProperties;
}

/**
 * The road itself: one line through the spaces' centres, behind the tiles, so it
 * shows between them and where it turns. Drawn once per layout.
 */
const RoadLine = memo(function RoadLine({ perRow, length }: { perRow: number; length: number }) {
  const rows = Math.ceil(length / perRow);
  const points = Array.from({ length }, (_, i) => {
    const { row, column } = winding(i + 1, perRow);
    return `${column + 0.5},${row + 0.5}`;
  });
  // The road comes in from the bridge, above the first space.
  const start = `0.5,-0.2`;
  return (
    <svg
      className={`cy-road-line cy-road-line-${perRow}`}
      viewBox={`0 0 ${perRow} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polyline points={[start, ...points].join(' ')} className="cy-road-edge" />
      <polyline points={[start, ...points].join(' ')} className="cy-road-bed" />
    </svg>
  );
});

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
  /** The seat whose last move was here. */
  recent: string | undefined;
  onChoose: Choose;
}

// Memoised: a state update re-renders only the spaces whose pieces or highlight changed.
const RoadTile = memo(function RoadTile(props: RoadTileProps) {
  const { space, buildingId, vp, owner, worker, provost, bailiff, converting, acting, target, recent, onChoose } =
    props;
  const t = useCaylusT();
  const section = SECTION_AT[space];
  const type = buildingId ? building(buildingId).type : 'empty';
  const tip = (
    <span className="cy-info">
      <span className="cy-info-line">{t('board.space', { space })}</span>
      {buildingId ? (
        <BuildingInfo id={buildingId} vp={vp} owner={owner} worker={worker} />
      ) : (
        <span className="cy-info-line">
          <strong>{t('board.emptyLot')}</strong> {t('board.emptyLotHelp')}
        </span>
      )}
      {converting && <span className="cy-info-line">{t('board.toConvert')}</span>}
      {provost && <span className="cy-info-line">{t('board.provostHere')}</span>}
      {bailiff && <span className="cy-info-line">{t('board.bailiffHere')}</span>}
      {section && <span className="cy-info-line">{t('board.sectionMark', { section: t(`sections.${section}`) })}</span>}
    </span>
  );
  const name = buildingId ? buildingName(t, buildingId) : t('board.emptyLot');
  const def = buildingId ? building(buildingId) : null;
  const material = def ? materialIcon(def.type) : null;
  return (
    <li
      className={`cy-road-space cy-type-${type}${acting ? ' is-acting' : ''}`}
      aria-current={acting ? 'step' : undefined}
      style={placeOf(space)}
      data-kind={def ? buildingKind(def) : 'empty'}
    >
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={tip}
        className="cy-tile"
        testId={`road-${space}`}
        place={spotKey(space)}
        recent={recent}
      >
        <span className="cy-tile-head">
          <span className="cy-space-no">{space}</span>
          {section && <Icon name="castle" className="cy-section-mark" />}
          {material && <Icon name={material} className="cy-material" />}
        </span>
        {def ? (
          <>
            <Icon name={buildingKind(def)} className="cy-kind" />
            <span className="cy-tile-name" style={{ '--cy-word': longestWord(name) } as CSSProperties}>
              {name}
            </span>
          </>
        ) : (
          // Bare ground: the name is heard, not written.
          <span className="visually-hidden">{name}</span>
        )}
        <span className="cy-tile-foot">
          {owner && <Piece playerID={owner} kind="house" motion={`road:${space}`} />}
          {converting && <Icon name="residence" className="cy-converting" />}
          {worker && <Piece playerID={worker} kind="worker" motion={`road:${space}`} />}
          {(provost || bailiff) && (
            <span className="cy-figures">
              {provost && <Figure look={PROVOST} label={t('board.provost')} className="cy-provost" motion="provost" />}
              {bailiff && <Figure look={BAILIFF} label={t('board.bailiff')} className="cy-bailiff" motion="bailiff" />}
            </span>
          )}
        </span>
      </SpotButton>
    </li>
  );
}, sameProps);

export function Road({ G, targets, marked, onChoose }: SpotsProps) {
  const t = useCaylusT();
  const acting = G.decision && 'space' in G.decision ? G.decision.space : null;
  return (
    <section className="cy-road-wrap" aria-labelledby="cy-road-title">
      <h3 id="cy-road-title" className="cy-heading">
        {t('board.road')}
      </h3>
      <div className="cy-road-ground">
        {ROW_LENGTHS.map((n) => (
          <RoadLine key={n} perRow={n} length={G.road.length} />
        ))}
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
                recent={marked.get(spotKey(space))}
                onChoose={onChoose}
              />
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** Letters in the name's longest word: the CSS sets a long one smaller so that it is never broken. */
function longestWord(name: string): number {
  return Math.max(...name.split(/\s+/).map((w) => w.length));
}
