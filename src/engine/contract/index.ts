// The game-module contract: what every game in src/games declares and what the
// platform (server, client, bots, tests) may rely on. See README.md beside this file.
export * from './spec';
export * from './options';
export * from './messages';
export * from './rng';
export * from './errors';
export * from './printed';
export { defineGame, guarded, legalMovesOf, type AnyContractGame, type ContractGame } from './defineGame';
export { findMember, isPlainJson } from './membership';
export { UNDO_MOVE, MAX_UNDO_STEPS, undoableSteps, type UndoStep } from './undo';
export { cannotTakeBack, watchedRng } from './irreversible';
