// Numbers of the rules (reference §2, §5).

/** Tents each player has in play (the 21st marks the score). */
export const TENTS_PER_PLAYER = 20;
/** The third tribe of a two-player game keeps all 21 tents: it has no score to mark [S]. */
export const NEUTRAL_TENTS = 21;
export const TOTEMS_PER_TRIBE = 8;
export const HAND_SIZE = 3;
export const DISPLAY_SIZE = 4;
/** At most this many cards pay for at most this many pieces, in one territory. */
export const MAX_CARDS = 3;
export const MAX_PIECES = 2;
/** A settlement: at least this many tents of one tribe linked by paths. */
export const SETTLEMENT_MIN = 4;
/** The piece a move places on a territory's totem circle (tents name their space). */
export const TOTEM = 'totem';
