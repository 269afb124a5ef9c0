// Which drawing each building gets, read from the building data: a new building
// needs a row in the data table, not a new picture.
import type { BuildingDef, SingleSpecialId } from '../../../games/caylus';
import type { IconName } from '../../kit/art';

/** What a building does for the worker on it (or for its owner), as players group them. */
export type BuildingKind = 'production' | 'construction' | 'trade' | 'residence' | 'prestige';

export function buildingKind(def: BuildingDef): BuildingKind {
  if (def.type === 'residence') return 'residence';
  if (def.type === 'prestige') return 'prestige';
  switch (def.effect.kind) {
    case 'produce':
    case 'produceAll':
      return 'production';
    case 'construct':
    case 'prestige':
    case 'convert':
      return 'construction';
    case 'sell':
    case 'buy':
    case 'trade':
    case 'alchemy':
      return 'trade';
    case 'none':
      return 'prestige';
  }
}

/** The small badge of the tile's material: pink neutral, printed fixed, wood, stone (residence and prestige have their own colours). */
export function materialIcon(type: BuildingDef['type']): IconName | null {
  return type === 'neutral' || type === 'fixed' || type === 'wood' || type === 'stone' ? type : null;
}

export const SPECIAL_ICONS: Readonly<Record<SingleSpecialId | 'stables' | 'inn', IconName>> = {
  gate: 'gate',
  tradingPost: 'tradingPost',
  guild: 'guild',
  jousting: 'jousting',
  stables: 'stables',
  inn: 'inn',
};
