import type { Source } from './common';

// What changes with the number of players (reference §2.1, all [V]).

export interface PlayerCountSetup {
  /** Rounds = red events kept in the red deck. */
  rounds: number;
  /** Citizens each player places in the snake draft. */
  citizens: number;
  /** Neutral citizens placed before the players (2 players only). */
  neutralsFirst: number;
  /** Character cards dealt to each player. */
  characters: number;
  source: Source;
}

export const PER_PLAYER_COUNT: Readonly<Record<number, PlayerCountSetup>> = {
  2: { rounds: 4, citizens: 6, neutralsFirst: 6, characters: 2, source: 'V' },
  3: { rounds: 5, citizens: 5, neutralsFirst: 0, characters: 1, source: 'V' },
  4: { rounds: 6, citizens: 4, neutralsFirst: 0, characters: 1, source: 'V' },
};

export const STARTING_DENIERS = 5;
export const STARTING_INFLUENCE = 4;
export const CITIZENS_PER_PLAYER = 12;
export const NEUTRAL_CITIZENS = 8;
