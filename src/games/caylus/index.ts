// The public surface of Caylus: what the board (src/client/boards/caylus) and other
// code outside this folder may import. Everything else here is internal.

// The game and its spec (prompt, counters, messages and the bot live on the spec).
export { game } from './game';
export { caylusSpec } from './spec';
export { messages } from './messages';
export { caylusInfo, caylusOptions } from './meta';

// State and moves.
export type {
  CaylusOptions,
  CaylusState,
  Decision,
  DecisionKind,
  GameResult,
  PlayerID,
  PlayerState,
  RoadSpace,
  Spot,
} from './state';
export { DECISION_KINDS, roadSpace } from './state';
export type { CaylusMove, MoveName } from './moves';
export { legalMoves, MOVE_NAMES } from './moves';

// Data tables the board draws.
export type { SectionDef, SectionId, SingleSpecialId, Track } from './data/board';
export { FAVOUR_COLUMNS, SECTIONS, SINGLE_SPECIALS, STABLE_SPOTS, TRACKS } from './data/board';
export type { BasicCube, BuildingDef, Cost, Cube, Cubes } from './data/buildings';
export { BASIC_CUBES, building, BUILDINGS, CUBES, PRESTIGE, STONE, WOOD } from './data/buildings';

// Rule readings the board shows: a building's points (the Lawyer's option), a placement's price.
export { vpOf } from './construction';
export { placementPrice } from './placement';

// Positions for tests (pure; never needed by a running board).
export {
  act,
  decider,
  defaultMove,
  finishTurn,
  NEUTRAL_LAYOUT,
  newGame,
  passAll,
  putBuilding,
  runUntil,
  setStock,
} from './scenario';
