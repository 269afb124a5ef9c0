// The numbers of the rules (reference §4-§6, §10; [V] unless noted).

/** Phase 1: income before salaries. */
export const INCOME = 10;
/** The flat VP penalty: unpaid salaries, an event not complied with, a black die not beaten. */
export const PENALTY_VP = 2;
export const MAX_INFLUENCE = 20;

/** Influence costs (§5.3). */
export const COST_REROLL = 1;
export const COST_RECRUIT = 2;
export const COST_FLIP = 4;
export const MAX_FLIP = 3;

/** Price per bought die by the size of the whole group: 1, 2 or 3 dice (§5.2). */
export const DIE_PRICE: readonly number[] = [0, 2, 4, 6];
export const MAX_GROUP = 3;

export const CATHEDRAL_COLUMNS = 6;
export const CATHEDRAL_LEVELS = 3;
/** Per cube in the cathedral: 1 VP, and influence by column (1-3: 1, 4-6: 2). */
export const CATHEDRAL_VP = 1;
export const CATHEDRAL_INFLUENCE: readonly number[] = [1, 1, 1, 2, 2, 2];
/** End of game: per cathedral level without an own cube. */
export const CATHEDRAL_MISSING_VP = 2;

export const AGRICULTURE_DIVISOR = 2;

/** Passing while dice remain: 2 deniers, +1 each time play comes round again. */
export const PASS_MONEY = 2;
export const PASS_MONEY_STEP = 1;

/** Black dice in the box (the cap is a table option, reference §13.10). */
export const BLACK_DICE = 6;
/** Red dice count double against black dice. */
export const RED_WEIGHT = 2;

/** Influence per cube placed on an event [S], per black die beaten. */
export const EVENT_CUBE_INFLUENCE = 1;
export const BLACK_DIE_INFLUENCE = 1;
/** End of game: per event still in play carrying an own cube. */
export const UNCOUNTERED_EVENT_VP = 1;

/** Tradesman slots on an activity card. */
export const SLOTS = 4;
