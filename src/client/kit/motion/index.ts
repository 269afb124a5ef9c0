// Pieces that travel between states (FLIP), the table's sounds and the player's
// settings for both. See ../README.md, "Motion".
export {
  durationOf,
  framesOf,
  measure,
  play,
  stillToGo,
  travels,
  type Place,
  type Snapshot,
  type Travel,
} from './flip';
export {
  animationsWanted,
  prefersReducedMotion,
  setTableSetting,
  tableSettings,
  useReducedMotion,
  useTableSettings,
  type TableSettings as TableSettingValues,
} from './settings';
export { playSound, SCORING_LINE, type TableSound } from './sounds';
export { TableSettings } from './TableSettings';
export { useMotion } from './useMotion';
export { useTableSounds } from './useTableSounds';
