// Troyes's public surface: what its board (src/client/boards/troyes) may import.
// The board receives the game itself, its view of G and the complete legal list
// from the table kit; from here it takes the data, the state's types and the
// rules' read-only questions it draws and explains with.

export * from './data/activities';
export * from './data/buildings';
export * from './data/characters';
export * from './data/common';
export * from './data/events';
export * from './data/setup';
export * from './data/printed';
export * from './constants';
export type * from './state';
export type { TroyesMove, TroyesMoveName } from './moves';
export { TROYES_MOVES } from './moves';
export { troyesInfo, troyesOptions, type TroyesOptions } from './meta';
export { troyesMessages, fightStrength } from './ui';
export { parseDie, dieCode, fightValue, CODE_COLOUR } from './dice';
export { useOf, cubeOf, payments } from './groups';
export { isProtected } from './buildings';
export { scoreOf, dealtCharacters, tradesmenVp, cathedralLevels, cathedralCubes, countFor } from './scoring';
export { freeFlags } from './events';
export { troyesFlow } from './flow';
export { troyesView } from './view';
