import type { Rng } from '../../engine/contract';
import { BLACK_DIE_INFLUENCE } from './constants';
import type { PlayerID, TroyesState } from './state';
import { fightStrength, log } from './ui';
import { fightValue, kindsOf, takeDie, type Kind } from './dice';
import { gainInfluence, nextPlayer, penalty } from './players';
import { startActions } from './round';

// Black dice (reference §4 phase 3): from the start player clockwise, round and
// round until none is left, each fighter takes on the highest black die (and any
// others he likes) and beats their total with dice of his own district only, red
// dice counting double; +1 influence per black die. Who cannot beat the highest
// loses 2 VP and that die is discarded. Two decisions: which black dice, then
// which own dice.

/** Every choice of black dice: the highest one and any others, that the fighter's own dice can beat. */
export function blackChoices(G: TroyesState, p: PlayerID): number[][] {
  const f = G.fight;
  if (!f || f.fighter !== p || f.taken !== null || f.black.length === 0) return [];
  const strength = fightStrength(G, p);
  const [highest, ...rest] = f.black;
  const values = [...new Set(rest)];
  const counts = values.map((v) => rest.filter((x) => x === v).length);
  const out: number[][] = [];
  const walk = (i: number, pick: number[], sum: number) => {
    if (sum > strength) return;
    if (i === values.length) {
      out.push([highest, ...pick]);
      return;
    }
    for (let k = 0; k <= counts[i]; k++) {
      walk(i + 1, [...pick, ...new Array<number>(k).fill(values[i])], sum + k * values[i]);
    }
  };
  walk(0, [], highest);
  return out;
}

export function mustConcede(G: TroyesState, p: PlayerID): boolean {
  const f = G.fight;
  return !!f && f.fighter === p && f.taken === null && f.black.length > 0 && fightStrength(G, p) < f.black[0];
}

/** Every multiset of own dice whose strength reaches `need`. */
export function paymentsFor(kinds: readonly Kind[], need: number): string[][] {
  const out: string[][] = [];
  const suffix: number[] = new Array<number>(kinds.length + 1).fill(0);
  for (let i = kinds.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + fightValue(kinds[i]) * kinds[i].count;
  const walk = (i: number, pick: string[], sum: number) => {
    if (sum + suffix[i] < need) return;
    if (i === kinds.length) {
      if (pick.length > 0) out.push(pick);
      return;
    }
    const k = kinds[i];
    for (let n = 0; n <= k.count; n++) {
      walk(i + 1, n === 0 ? pick : [...pick, ...new Array<string>(n).fill(k.code)], sum + n * fightValue(k));
    }
  };
  walk(0, [], 0);
  return out;
}

export function blackPayments(G: TroyesState, p: PlayerID): string[][] {
  const f = G.fight;
  if (!f || f.fighter !== p || f.taken === null) return [];
  const need = f.taken.reduce((a, b) => a + b, 0);
  return paymentsFor(
    kindsOf(G, (d) => d === p),
    need,
  );
}

export function takeBlack(G: TroyesState, p: PlayerID, black: readonly number[]): void {
  const f = G.fight!;
  f.taken = [...black];
  log(G, 'takeBlack', { player: p, black: f.taken });
}

function nextFighter(G: TroyesState, rng: Rng): void {
  const f = G.fight!;
  G.influenceUsed = [];
  f.taken = null;
  if (f.black.length === 0) {
    startActions(G, rng);
    return;
  }
  f.fighter = nextPlayer(G, f.fighter);
}

export function payBlack(G: TroyesState, p: PlayerID, codes: readonly string[], rng: Rng): void {
  const f = G.fight!;
  const taken = f.taken!;
  for (const code of codes) takeDie(G, code);
  for (const v of taken) f.black.splice(f.black.indexOf(v), 1);
  const influence = gainInfluence(G, p, taken.length * BLACK_DIE_INFLUENCE);
  log(G, 'beatBlack', { player: p, black: taken, dice: codes.map((c) => c.slice(-2)), influence });
  nextFighter(G, rng);
}

export function concede(G: TroyesState, p: PlayerID, rng: Rng): void {
  const f = G.fight!;
  const black = f.black.shift()!;
  log(G, 'concede', { player: p, black });
  penalty(G, p, 'blackDie');
  nextFighter(G, rng);
}
