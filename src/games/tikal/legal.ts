// Every legal-move function in one place, for the board's highlights, ai.enumerate
// and the tests. Each answers one decision for the current state.

export { legalPlacements, isLegalPlacement, type Placement } from './rules/placement';
export { reachableSpaces, travelCosts, crossingCost, legalBringIns, campJumpTargets, type Reach, type BringIn } from './rules/movement';
export { legalExcavations } from './rules/excavation';
export { legalRecoveries, legalExchanges, type Exchange } from './rules/treasure';
export { legalCampSites, isClearingLike } from './rules/camp';
export { legalGuardSites } from './rules/guard';
export { legalBids, canPassBid, legalTileChoices } from './rules/auction';
export { canEndTurn, finalOrder } from './rules/flow';
export { templePoints, treasurePoints } from './rules/scoring';
export { strengthOn, hasStrictMajority, campsOf } from './rules/pieces';
