// Phase 7 (bailiff, section scoring), the game end, and the next turn's income
// (reference §6.1, §6.7, §8, §9, §10).
import {
  BASE_INCOME,
  FINAL_BASIC_CUBES_PER_VP,
  FINAL_DENIERS_PER_VP,
  FINAL_VP_PER_GOLD,
  ROAD_LENGTH,
  SECTIONS,
} from './data/board';
import type { SectionDef } from './data/board';
import { BASIC_CUBES, building } from './data/buildings';
import type { CaylusState, GameResult, PlayerID } from './state';
import { roadSpace } from './state';
import { grantFavours } from './grant';
import { isTwoPlayer } from './placement';
import { addVp, log, loseVp } from './stock';

export function moveBailiff(G: CaylusState): void {
  const from = G.bailiff;
  const spaces = G.provost > G.bailiff ? 2 : 1;
  G.bailiff = Math.min(ROAD_LENGTH, G.bailiff + spaces);
  G.provost = G.bailiff;
  log(G, 'bailiff', { from, to: G.bailiff, spaces });
}

/** The first unscored section, scored when full or when the bailiff reached its trigger. */
export function sectionDue(G: CaylusState): SectionDef | null {
  const current = SECTIONS.find((s) => !G.scoredSections.includes(s.id));
  if (!current) return null;
  const full = G.castle[current.id].length >= current.pieces;
  return full || G.bailiff >= current.trigger ? current : null;
}

export function scoreSection(G: CaylusState, section: SectionDef): void {
  log(G, 'sectionScored', { section: section.id });
  // Turn order matters only for who chooses favours first.
  for (const p of G.turnOrder) {
    const houses = G.castle[section.id].filter((o) => o === p).length;
    if (houses === 0) {
      const vp = loseVp(G, p, section.emptyPenalty);
      if (vp === 0) log(G, 'sectionPenaltyNone', { player: p, section: section.id });
      else log(G, 'sectionPenalty', { player: p, section: section.id, vp });
      continue;
    }
    const favours = section.favoursByHouses[Math.min(houses, section.favoursByHouses.length - 1)];
    if (favours > 0) grantFavours(G, p, favours, section.id);
  }
  G.scoredSections.push(section.id);
  // Favours just granted keep the limit they were earned under.
  G.favourColumnLimit = Math.max(G.favourColumnLimit, section.opensColumn);
}

/** Scores every due section, in section order, each once (§12.9). */
export function scoreDueSections(G: CaylusState): void {
  for (let s = sectionDue(G); s; s = sectionDue(G)) scoreSection(G, s);
}

export function gameEnds(G: CaylusState): boolean {
  return G.scoredSections.includes('towers');
}

export function incomeOf(G: CaylusState, p: PlayerID): number {
  let income = BASE_INCOME;
  for (let s = 1; s <= ROAD_LENGTH; s++) {
    const r = roadSpace(G, s);
    if (r.owner === p && r.building) income += building(r.building).income;
  }
  return income;
}

export function startTurn(G: CaylusState): void {
  G.turn++;
  // Two players alternate who starts (§10).
  if (isTwoPlayer(G) && G.turn > 1) G.turnOrder.reverse();
  G.bridge = [];
  G.jousted = false;
  G.castleBuilt = {};
  log(G, 'turnStart', { turn: G.turn, order: [...G.turnOrder] });
  for (const p of G.turnOrder) {
    const income = incomeOf(G, p);
    G.players[p].deniers += income;
    log(G, 'income', { player: p, deniers: income });
  }
  G.step = { phase: 'placement', next: 0 };
}

export function finalScoring(G: CaylusState): GameResult {
  const scores: Record<PlayerID, number> = {};
  const breakdown: GameResult['breakdown'] = {};
  for (const p of G.turnOrder) {
    const me = G.players[p];
    const play = me.vp;
    const goldVp = me.cubes.gold * FINAL_VP_PER_GOLD;
    const basic = BASIC_CUBES.reduce((n, c) => n + me.cubes[c], 0);
    const cubesVp = Math.floor(basic / FINAL_BASIC_CUBES_PER_VP);
    const deniersVp = Math.floor(me.deniers / FINAL_DENIERS_PER_VP);
    addVp(G, p, goldVp + cubesVp + deniersVp);
    log(G, 'finalScore', { player: p, gold: goldVp, cubes: cubesVp, deniers: deniersVp, total: me.vp });
    scores[p] = me.vp;
    breakdown[p] = { play, gold: goldVp, cubes: cubesVp, deniers: deniersVp };
  }
  const top = Math.max(...Object.values(scores));
  let winners = G.turnOrder.filter((p) => scores[p] === top);
  if (winners.length > 1 && G.options.tieBreak === 'deniers') {
    const most = Math.max(...winners.map((p) => G.players[p].deniers));
    winners = winners.filter((p) => G.players[p].deniers === most);
  }
  const result: GameResult =
    winners.length === 1
      ? { winners, winner: winners[0], scores, breakdown }
      : winners.length === G.turnOrder.length
        ? { winners, draw: true, scores, breakdown }
        : { winners, scores, breakdown };
  log(G, 'gameEnd', { winners });
  return result;
}
