import type { Rng } from '../../engine/contract';
import { COST_FLIP, COST_RECRUIT, COST_REROLL, MAX_FLIP } from './constants';
import type { InfluenceUse, PlayerID, TroyesState } from './state';
import { log } from './ui';
import { groupsOf, kindsOf, opposite, parseDie, type Group, type Kind } from './dice';
import { generalSupply, recruitCitizens } from './players';

// Spending influence (reference §5.3): only right before one's own action or one's
// own black-die fight, on dice of one's own district. The table option
// `influenceMix` decides whether the uses may be mixed in one turn. A pass is no
// action: once influence is spent, the turn must end in one (moves.ts, mayPass).

export const INFLUENCE_COST: Readonly<Record<InfluenceUse, number>> = {
  reroll: COST_REROLL,
  recruit: COST_RECRUIT,
  flip: COST_FLIP,
};

/** Whether the player is at a moment where influence may be spent. */
export function mayInfluence(G: TroyesState, p: PlayerID): boolean {
  if (G.phase === 'actions') return G.turn.player === p && G.pending === null && !G.passed.includes(p);
  if (G.phase === 'events') return G.fight !== null && G.fight.fighter === p && G.fight.taken === null;
  return false;
}

export function mayUse(G: TroyesState, p: PlayerID, use: InfluenceUse): boolean {
  if (!mayInfluence(G, p) || G.players[p].influence < INFLUENCE_COST[use]) return false;
  return G.options.influenceMix === 'any' || G.influenceUsed.every((u) => u === use);
}

export function ownKinds(G: TroyesState, p: PlayerID): Kind[] {
  return kindsOf(G, (d) => d === p);
}

export function rerollTargets(G: TroyesState, p: PlayerID): string[] {
  return mayUse(G, p, 'reroll') ? ownKinds(G, p).map((k) => k.code) : [];
}

export function flipTargets(G: TroyesState, p: PlayerID): Group[] {
  return mayUse(G, p, 'flip') ? groupsOf(ownKinds(G, p), 1, MAX_FLIP) : [];
}

export function canRecruit(G: TroyesState, p: PlayerID): boolean {
  return mayUse(G, p, 'recruit') && generalSupply(G, p) > 0;
}

function spend(G: TroyesState, p: PlayerID, use: InfluenceUse): void {
  G.players[p].influence -= INFLUENCE_COST[use];
  G.influenceUsed.push(use);
}

function ownDieIndex(G: TroyesState, p: PlayerID, code: string): number {
  const d = parseDie(code);
  const dice = G.square[p];
  const i = d && d.district === p ? dice.findIndex((x) => x.c === d.c && x.v === d.v) : -1;
  if (i < 0) throw new Error(`${p} has no die ${code}`);
  return i;
}

export function reroll(G: TroyesState, p: PlayerID, code: string, rng: Rng): void {
  const i = ownDieIndex(G, p, code);
  spend(G, p, 'reroll');
  const die = G.square[p][i];
  const from = die.v;
  die.v = rng.die(6);
  log(G, 'reroll', { player: p, colour: die.c, from, to: die.v });
}

export function flip(G: TroyesState, p: PlayerID, codes: readonly string[]): void {
  spend(G, p, 'flip');
  const indexes: number[] = [];
  for (const code of codes) {
    const d = parseDie(code)!;
    const i = G.square[p].findIndex((x, k) => x.c === d.c && x.v === d.v && !indexes.includes(k));
    if (i < 0) throw new Error(`${p} has no die ${code}`);
    indexes.push(i);
  }
  const after: string[] = [];
  for (const i of indexes) {
    const die = G.square[p][i];
    die.v = opposite(die.v);
    after.push(`${die.c}${die.v}`);
  }
  log(G, 'flip', { player: p, before: codes.map((c) => c.slice(-2)), after });
}

export function recruit(G: TroyesState, p: PlayerID): void {
  spend(G, p, 'recruit');
  const got = recruitCitizens(G, p, 1);
  log(G, 'recruit', { player: p, citizens: got });
}
