// What a building is and does: the tooltip of every building on the road and in
// the supply. Numbers come from the data table, sentences from en.ts.
import { memo } from 'react';
import { building } from '../../../games/caylus';
import { PlayerName } from '../../kit';
import { buildingName, costText, useCaylusT } from './text';

interface BuildingInfoProps {
  id: string;
  /** Points for building it (the Lawyer's depend on a table option). */
  vp: number;
  owner?: string | null;
  worker?: string | null;
}

export const BuildingInfo = memo(function BuildingInfo({ id, vp, owner, worker }: BuildingInfoProps) {
  const t = useCaylusT();
  const def = building(id);
  const effect = t(`buildingEffects.${id}`);
  const built = def.type === 'wood' || def.type === 'stone' || def.type === 'prestige';
  return (
    <span className="cy-info">
      <strong>{buildingName(t, id)}</strong> <span className="cy-info-type">({t(`board.type.${def.type}`)})</span>
      {built && (
        <span className="cy-info-line">
          {t('board.cost')}: {costText(t, def.cost)} · {t('board.vp', { vp })}
        </span>
      )}
      {def.type === 'residence' && <span className="cy-info-line">{t('board.vp', { vp })}</span>}
      {effect && <span className="cy-info-line">{effect}</span>}
      {def.favours > 0 && <span className="cy-info-line">{t('board.builtFavours', { count: def.favours })}</span>}
      {def.income > 0 && def.type !== 'residence' && def.type !== 'prestige' && (
        <span className="cy-info-line">{t('board.income', { income: def.income })}</span>
      )}
      {owner && (
        <span className="cy-info-line">
          {t('board.owner')}: <PlayerName playerID={owner} />
        </span>
      )}
      {worker && (
        <span className="cy-info-line">
          {t('board.worker')}: <PlayerName playerID={worker} />
        </span>
      )}
    </span>
  );
});
