// Iwari's public surface: what its board (src/client/boards/iwari) may import.
// The board receives the game itself, its view of G and the complete legal list
// from the table kit; from here it takes the data, the state's types and the
// rules' read-only questions it draws and explains with.

export * from './data/biomes';
export * from './data/feats';
export * from './data/expeditions';
export { MAPS, mapById, type MapId } from './data/maps';
// The map the home page's card draws, alone (the others stay out of its chunk).
export { STANDIN_A } from './data/maps/standinA';
export type * from './data/maps/types';
export * from './constants';
export type * from './state';
export { NEUTRAL } from './state';
export type { IwariMove, IwariMoveName } from './moves';
export { IWARI_MOVES } from './moves';
export { iwariInfo, iwariOptions, type IwariOptions } from './meta';
export { iwariMessages } from './ui';
export {
  mapIndex,
  mapOf,
  territoryName,
  tentCounts,
  totemCounts,
  totemCap,
  totemLeaders,
  isExplored,
  freeSpaces,
  type MapIndex,
  type TerritoryName,
} from './board';
export { tentScores, connectionScore, territoryScores, connectionScores, roadScore, settlementsOf } from './scoring';
export { pays } from './payment';
export { lastSeat } from './turn';
export { iwariView } from './view';
export {
  iwariPrinted,
  IWARI_PRINTED,
  type IwariPrinted,
  type MountainTable,
} from './data/maps/printed';
