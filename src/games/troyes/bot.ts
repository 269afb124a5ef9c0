import type { BotSpec, PlayerID, Rng } from '../../engine/contract';
import type { TroyesMove } from './moves';
import { standing } from './players';
import { dealtCharacters, scoreOf } from './scoring';
import type { TroyesState } from './state';

// What the shared bot engine (src/engine/bots) needs from Troyes: a position's
// worth for a player (its final score if the game ended now, with every dealt
// character as the bot's world has them, plus a little for what money, influence
// and citizens will still buy) and a rollout policy that acts rather than passes.

export function evaluate(G: TroyesState, p: PlayerID): number {
  const pl = G.players[p];
  if (!pl) return 0;
  if (G.final) return G.final[p].total;
  const score = scoreOf(G, p, dealtCharacters(G)).total;
  const roundsLeft = Math.max(0, G.rounds - G.round);
  let cubes = 0;
  for (const s of Object.values(G.cards)) cubes += s.cubes[p] ?? 0;
  return (
    score +
    0.2 * pl.deniers +
    0.25 * pl.influence +
    0.5 * cubes +
    (0.6 * roundsLeft * standing(G, p)) / 3 +
    0.3 * pl.supply
  );
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng.number() * items.length)];
}

const ACTIONS: ReadonlySet<TroyesMove['move']> = new Set([
  'activate',
  'cathedral',
  'fightEvent',
  'placeCitizen',
  'agriculture',
]);

/** Rollouts mostly act, rarely spend influence, and pass only now and then. */
export function rolloutMove(_G: TroyesState, _p: PlayerID, moves: readonly TroyesMove[], rng: Rng): TroyesMove {
  const acting = moves.filter((m) => ACTIONS.has(m.move));
  if (acting.length > 0 && rng.number() < 0.85) return pick(acting, rng);
  const notInfluence = moves.filter((m) => m.move !== 'reroll' && m.move !== 'flip' && m.move !== 'recruit');
  return pick(notInfluence.length > 0 ? notInfluence : moves, rng);
}

export const troyesBot: BotSpec<TroyesState, TroyesMove> = { evaluate, rolloutMove };
