// Tikal's public surface: what its board (src/client/boards/tikal) may import.
// The board receives the game itself, its view of G and the complete legal list
// from the table kit; from here it takes the data, the state's types and the
// rules' read-only questions it draws and explains with.

export * from './data/board';
export * from './data/levels';
export * from './data/tiles';
export * from './data/treasures';
export * from './constants';
export type * from './state';
export type { TikalMove, TikalMoveName } from './moves';
export { TIKAL_MOVES } from './moves';
export { tikalInfo, tikalOptions, type TikalOptions } from './meta';
export { tikalMessages } from './ui';
export { travelCosts, reachableSpaces } from './movement';
export { templePoints, treasurePoints } from './scoring';
export { hasStrictMajority, pieceUses } from './pieces';
