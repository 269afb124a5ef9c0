// The turn as a cursor: runs every automatic step and stops at the next decision
// (G.decision). Moves apply one decision, advance the cursor and call proceed().
import { SPECIALS } from './data/board';
import type { Decision, CaylusState } from './state';
import { roadSpace } from './state';
import { awardBestBuilder, finishCastle, legalCastleBatches } from './castle';
import { workerLeftSpace } from './construction';
import { finalScoring, gameEnds, moveBailiff, scoreDueSections, startTurn } from './endOfTurn';
import { legalFavourTracks } from './favours';
import { canActAt, effectAt, ownerBonusDue, produce, produceAll } from './road';
import {
  bribe,
  canJoust,
  innChoiceNeeded,
  legalBribes,
  legalGateTargets,
  resolveGate,
  resolveInnNewcomer,
  resolveJoust,
  resolveStables,
  resolveTradingPost,
} from './specials';
import { log, returnWorker } from './stock';

const MAX_STEPS = 100_000;

export function proceed(G: CaylusState): void {
  G.decision = null;
  for (let i = 0; i < MAX_STEPS; i++) {
    if (G.step.phase === 'over') return;
    const head = G.favourQueue[0];
    if (head) {
      if (legalFavourTracks(G, head.player).length > 0) {
        G.decision = { kind: 'favour', player: head.player };
        return;
      }
      // Favours beyond four in one phase are lost (§5.3, §15.11).
      log(G, 'favourLost', { player: head.player, count: head.count });
      G.favourQueue.shift();
      continue;
    }
    if (G.favourPhase !== G.step.phase) {
      G.favourPhase = G.step.phase;
      for (const p of G.turnOrder) G.players[p].tracksUsed = [];
    }
    const decision = advance(G);
    if (decision) {
      G.decision = decision;
      return;
    }
  }
  throw new Error('Caylus flow did not settle');
}

/** One automatic step; returns a decision to wait for, or null to keep going. */
function advance(G: CaylusState): Decision | null {
  const step = G.step;
  switch (step.phase) {
    case 'placement': {
      const n = G.turnOrder.length;
      for (let k = 0; k < n; k++) {
        const i = (step.next + k) % n;
        const p = G.turnOrder[i];
        if (!G.bridge.includes(p)) {
          step.next = i;
          return { kind: 'place', player: p };
        }
      }
      log(G, 'allPassed', {});
      G.step = { phase: 'specials', index: 0 };
      return null;
    }
    case 'specials':
      return advanceSpecials(G, step);
    case 'provost': {
      const p = G.bridge[step.index];
      if (p === undefined) {
        G.step = { phase: 'road', space: 1, sub: 'act' };
        return null;
      }
      if (legalBribes(G, p).length > 0) return { kind: 'bribe', player: p };
      bribe(G, p, 0);
      step.index++;
      return null;
    }
    case 'road':
      return advanceRoad(G, step);
    case 'castle': {
      const p = G.castleWorkers[step.index];
      if (p === undefined) {
        awardBestBuilder(G);
        for (const w of G.castleWorkers) returnWorker(G, w);
        G.castleWorkers = [];
        G.step = { phase: 'endOfTurn', scored: false };
        return null;
      }
      if (legalCastleBatches(G, p).length > 0) return { kind: 'castle', player: p };
      finishCastle(G, p);
      step.index++;
      return null;
    }
    case 'endOfTurn': {
      if (!step.scored) {
        moveBailiff(G);
        scoreDueSections(G);
        step.scored = true;
        return null;
      }
      if (gameEnds(G)) {
        G.result = finalScoring(G);
        G.step = { phase: 'over' };
        return null;
      }
      startTurn(G);
      return null;
    }
    case 'over':
      return null;
  }
}

function advanceSpecials(G: CaylusState, step: { phase: 'specials'; index: number }): Decision | null {
  const id = SPECIALS[step.index];
  if (id === undefined) {
    G.step = { phase: 'provost', index: 0 };
    return null;
  }
  if (id === 'gate' && G.specials.gate !== null) {
    const p = G.specials.gate;
    if (legalGateTargets(G, p).length > 0) return { kind: 'gate', player: p };
    resolveGate(G, p, null);
  } else if (id === 'tradingPost' && G.specials.tradingPost !== null) {
    resolveTradingPost(G, G.specials.tradingPost);
  } else if (id === 'guild' && G.specials.guild !== null) {
    return { kind: 'guild', player: G.specials.guild };
  } else if (id === 'jousting' && G.specials.jousting !== null) {
    const p = G.specials.jousting;
    if (canJoust(G, p)) return { kind: 'joust', player: p };
    resolveJoust(G, p, false);
  } else if (id === 'stables') {
    resolveStables(G);
  } else if (id === 'inn') {
    if (innChoiceNeeded(G) && G.inn.right !== null) return { kind: 'inn', player: G.inn.right };
    resolveInnNewcomer(G);
  }
  step.index++;
  return null;
}

function advanceRoad(
  G: CaylusState,
  step: { phase: 'road'; space: number; sub: 'act' | 'bonus' | 'done' },
): Decision | null {
  if (step.space > G.provost) {
    // Workers beyond the provost go home unactivated (their owners keep the placement VP).
    for (let s = step.space; s <= G.road.length; s++) {
      const r = roadSpace(G, s);
      if (r.worker === null) continue;
      log(G, 'notActivated', { player: r.worker, building: r.building, space: s });
      returnWorker(G, r.worker);
      r.worker = null;
      workerLeftSpace(G, s);
    }
    G.step = { phase: 'castle', index: 0 };
    return null;
  }
  const r = roadSpace(G, step.space);
  if (r.worker === null) {
    step.space++;
    step.sub = 'act';
    return null;
  }
  const p = r.worker;
  if (step.sub === 'act') {
    step.sub = 'bonus';
    const d = activation(G, p, step.space);
    if (d) return d;
  }
  if (step.sub === 'bonus') {
    step.sub = 'done';
    if (ownerBonusDue(G, step.space) && r.owner !== null)
      return { kind: 'ownerBonus', player: r.owner, space: step.space };
  }
  returnWorker(G, p);
  r.worker = null;
  workerLeftSpace(G, step.space);
  step.space++;
  step.sub = 'act';
  return null;
}

/** Applies compulsory effects; returns the worker's decision when the effect has choices. */
function activation(G: CaylusState, p: string, space: number): Decision | null {
  const e = effectAt(G, space);
  if (e.kind === 'produce') {
    if (e.options.length > 1) return { kind: 'produce', player: p, space };
    produce(G, p, space, 0);
    return null;
  }
  if (e.kind === 'produceAll') {
    produceAll(G, p, space);
    return null;
  }
  // Optional effects: ask only when there is something the player can do.
  if (e.kind !== 'none' && canActAt(G, p, space)) return { kind: e.kind, player: p, space };
  log(G, 'nothingToDo', { player: p, building: roadSpace(G, space).building, space });
  return null;
}
