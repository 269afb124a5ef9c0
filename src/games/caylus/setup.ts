// The initial state: turn order and neutral tiles shuffled with the framework's
// seeded random (in this order: the seeds of existing matches replay the same
// tables), then the first income and the first placement decision.
import type { Rng } from '../../engine/contract/rng';
import { NEUTRAL } from './data/buildings';
import { startTurn } from './endOfTurn';
import { proceed } from './proceed';
import { createState, type CaylusOptions, type CaylusState, type PlayerID } from './state';

export function setup(players: readonly PlayerID[], options: CaylusOptions, rng: Rng): CaylusState {
  const turnOrder = rng.shuffle(players);
  const neutral = rng.shuffle(NEUTRAL.map((b) => b.id));
  const G = createState(turnOrder, neutral, options);
  startTurn(G);
  proceed(G);
  return G;
}
