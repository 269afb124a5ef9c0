import { ordinal, rate, rating as newRating } from 'openskill';
import { PROVISIONAL_GAMES, type ShownRating } from '../../engine/accounts/wire';

// Ratings are OpenSkill's (Weng-Lin, Plackett-Luce model, the library's defaults:
// mu 25, sigma 25/3); what players see is the ordinal (mu - 3 sigma) on a scale of
// our own, written once per game in `ratings.rating` (docs/decisions/0012-ratings.md).

/** The shown rating of a new player: the ordinal 0. */
export const SHOWN_START = 1500;
/** Shown points per point of OpenSkill's ordinal. */
export const SHOWN_PER_ORDINAL = 40;

export interface Skill {
  mu: number;
  sigma: number;
}

export const NEW_SKILL: Skill = newRating();

/** The rating as shown: a whole number, never below 0. */
export function shownRating(skill: Skill): number {
  return Math.max(0, Math.round(SHOWN_START + SHOWN_PER_ORDINAL * ordinal(skill)));
}

export function shown(rating: number, games: number): ShownRating {
  return { rating, provisional: games < PROVISIONAL_GAMES, games };
}

/**
 * Each player's skill after a game where they placed as given (1 is best; equal
 * places are ties). Every player is a team of one.
 */
export function rateGame(players: readonly { skill: Skill; place: number }[]): Skill[] {
  const after = rate(
    players.map((p) => [newRating({ mu: p.skill.mu, sigma: p.skill.sigma })]),
    { rank: players.map((p) => p.place) },
  );
  return after.map(([p]) => ({ mu: p.mu, sigma: p.sigma }));
}
