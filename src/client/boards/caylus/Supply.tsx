// The building supply as a hand of illustrated cards: each with its kind's icon,
// its name, its cost in cube tokens and its points on a shield; the ones the
// acting player can build right now stand out.
import { memo } from 'react';
import { Icon, PrestigePoint } from '../../kit/art';
import { buildingKind } from './art';
import {
  building,
  CUBES,
  PRESTIGE,
  STONE,
  vpOf,
  WOOD,
  type BuildingDef,
  type CaylusMove,
  type CaylusState,
} from '../../../games/caylus';
import { BuildingInfo } from './BuildingInfo';
import { CubeChip } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { sameProps, supplyKey, type Target, type Targets } from './targets';
import { buildingName, costText, useCaylusT } from './text';

const GROUPS: readonly { key: string; defs: readonly BuildingDef[] }[] = [
  { key: 'supplyWood', defs: WOOD },
  { key: 'supplyStone', defs: STONE },
  { key: 'supplyPrestige', defs: PRESTIGE },
];

interface SupplyTileProps {
  id: string;
  vp: number;
  /** Some legal move builds it (possibly several ways, then the panel has them). */
  buildable: boolean;
  target: Target | undefined;
  onChoose: Choose;
}

const SupplyTile = memo(function SupplyTile({ id, vp, buildable, target, onChoose }: SupplyTileProps) {
  const t = useCaylusT();
  const def = building(id);
  const { any = 0, ...cubes } = def.cost;
  return (
    <li className={`cy-type-${def.type}`}>
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={<BuildingInfo id={id} vp={vp} />}
        className={['cy-supply-tile', buildable ? 'is-buildable' : ''].join(' ')}
        testId={`supply-${id}`}
      >
        <span className="cy-card-art" data-kind={buildingKind(def)}>
          <Icon name={buildingKind(def)} className="cy-kind" />
        </span>
        <span className="cy-tile-name">{buildingName(t, id)}</span>
        <span className="cy-cost">
          {CUBES.filter((c) => (cubes[c] ?? 0) > 0).map((c) => (
            <CubeChip key={c} cube={c} count={cubes[c]} />
          ))}
          {any > 0 && (
            <span className="cy-cube cy-cube-any" aria-hidden="true">
              ?
            </span>
          )}
          <span className="visually-hidden">
            {t('board.cost')}: {costText(t, def.cost)}
          </span>
          <span className="cy-vp" aria-hidden="true">
            <PrestigePoint label="" points={vp} size={20} />
          </span>
          <span className="visually-hidden">{t('board.vp', { vp })}</span>
        </span>
        {buildable && <span className="visually-hidden"> ({t('board.buildableNow')})</span>}
      </SpotButton>
    </li>
  );
}, sameProps);

function buildableIds(legal: readonly CaylusMove[]): Set<string> {
  const ids = legal.map((m) => (m.move === 'build' || m.move === 'buildPrestige' ? m.args[0] : null));
  return new Set(ids.filter((id): id is string => id !== null));
}

export function Supply({
  G,
  legal,
  targets,
  onChoose,
}: {
  G: CaylusState;
  legal: readonly CaylusMove[];
  targets: Targets;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const buildable = buildableIds(legal);
  return (
    <section className="cy-supply" aria-labelledby="cy-supply-title">
      <h3 id="cy-supply-title" className="cy-heading">
        {t('board.supply')}
      </h3>
      {GROUPS.map(({ key, defs }) => {
        const left = defs.filter((d) => G.supply.includes(d.id));
        return (
          <div key={key} className="cy-supply-group">
            <h4>{t(`board.${key}`)}</h4>
            {left.length === 0 ? (
              <p className="muted">{t('board.supplyEmpty')}</p>
            ) : (
              <ul className="cy-supply-list">
                {left.map((d) => (
                  <SupplyTile
                    key={d.id}
                    id={d.id}
                    vp={vpOf(G, d.id)}
                    buildable={buildable.has(d.id)}
                    target={targets.get(supplyKey(d.id))}
                    onChoose={onChoose}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <p className="cy-note muted">{t('board.residenceNote')}</p>
    </section>
  );
}
