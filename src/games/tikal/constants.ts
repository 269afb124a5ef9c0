// Action costs and limits (reference §4.1, §14 [C] unless noted).

export const AP_PER_TURN = 10;
export const COST_BRING_IN = 1;
export const COST_CAMP_JUMP = 1;
export const COST_EXCAVATE = 2;
export const COST_RECOVER = 3;
export const COST_EXCHANGE = 3;
export const COST_CAMP = 5;
export const COST_GUARD = 5;

export const EXCAVATIONS_PER_TEMPLE_PER_TURN = 2;
export const RECOVERIES_PER_RUIN_PER_TURN = 2;
export const MAX_CAMPS = 2;
export const MAX_GUARDS = 2;

export const LEADER_STRENGTH = 3;
export const EXPLORER_STRENGTH = 1;
export const EXPLORERS_PER_PLAYER = 18;
/** Piece 0 of every player is the leader, 1–18 are explorers. */
export const LEADER_INDEX = 0;
export const PIECES_PER_PLAYER = EXPLORERS_PER_PLAYER + 1;

export const STARTING_SCORE_BASIC = 0;
export const STARTING_SCORE_AUCTION = 20;
/** [?] §15.10: no source gives a minimum bid; 1 is the smallest raise possible. */
export const MIN_BID = 1;
