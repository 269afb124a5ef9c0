import { CATHEDRAL_LEVELS, CATHEDRAL_MISSING_VP, UNCOUNTERED_EVENT_VP } from './constants';
import { CARD_SPACES } from './data/activities';
import { characterVp, type Character, type CharacterId } from './data/characters';
import { cardOf, characterOf } from './data/printed';
import type { FinalScore, PlayerID, TroyesResult, TroyesState } from './state';
import { log } from './ui';
import { standing, tradesmen } from './players';

// Final scoring (reference §10.2): VP of play, tradesmen slots, uncountered events
// with an own cube, cathedral levels without one, and every dealt character for
// every player. Tie: more deniers wins, then more influence, else shared (a
// documented choice, §13.12).

export function tradesmenVp(G: TroyesState, p: PlayerID): number {
  let vp = 0;
  for (const s of CARD_SPACES) {
    const space = G.cards[s];
    const slot = space.tradesmen.indexOf(p);
    if (slot >= 0 && space.card) vp += cardOf(G, space.card).slotVp[slot] ?? 0;
  }
  return vp;
}

export function uncounteredEventsVp(G: TroyesState, p: PlayerID): number {
  return G.events.filter((e) => e.cubes.includes(p)).length * UNCOUNTERED_EVENT_VP;
}

export function cathedralCubes(G: TroyesState, p: PlayerID): number {
  let n = 0;
  for (const column of G.cathedral) for (const o of column) if (o === p) n++;
  return n;
}

/** Cathedral levels holding at least one own cube. */
export function cathedralLevels(G: TroyesState, p: PlayerID): number {
  let n = 0;
  for (let level = 0; level < CATHEDRAL_LEVELS; level++) if (G.cathedral.some((c) => c[level] === p)) n++;
  return n;
}

export function cathedralPenalty(G: TroyesState, p: PlayerID): number {
  return (cathedralLevels(G, p) - CATHEDRAL_LEVELS) * CATHEDRAL_MISSING_VP;
}

/** What a character counts for a player now. */
export function countFor(G: TroyesState, p: PlayerID, c: Character): number {
  const pl = G.players[p];
  switch (c.counts) {
    case 'influence':
      return pl.influence;
    case 'deniers':
      return pl.deniers;
    case 'cathedralCubes':
      return cathedralCubes(G, p);
    case 'tradesmen':
      return tradesmen(G, p);
    case 'citizens':
      return standing(G, p);
    case 'events':
      return pl.won.length;
  }
}

/** VP from these characters for a player. */
export function charactersVp(G: TroyesState, p: PlayerID, ids: readonly CharacterId[]): number {
  return ids.reduce((vp, id) => vp + characterVp(characterOf(G, id), countFor(G, p, characterOf(G, id))), 0);
}

export function dealtCharacters(G: TroyesState): CharacterId[] {
  return G.playOrder.flatMap((p) => G.players[p].characters);
}

export function scoreOf(G: TroyesState, p: PlayerID, characters: readonly CharacterId[]): FinalScore {
  const s = {
    play: G.players[p].vp,
    tradesmen: tradesmenVp(G, p),
    events: uncounteredEventsVp(G, p),
    cathedral: cathedralPenalty(G, p),
    characters: charactersVp(G, p, characters),
  };
  return { ...s, total: s.play + s.tradesmen + s.events + s.cathedral + s.characters };
}

export function winnersOf(G: TroyesState, totals: Record<PlayerID, number>): PlayerID[] {
  const key = (p: PlayerID) => [totals[p], G.players[p].deniers, G.players[p].influence];
  let best: PlayerID[] = [];
  for (const p of G.playOrder) {
    if (best.length === 0) {
      best = [p];
      continue;
    }
    const a = key(p);
    const b = key(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [p];
    else if (cmp === 0) best.push(p);
  }
  return best;
}

export function finalScoring(G: TroyesState): void {
  const dealt = dealtCharacters(G);
  for (const p of G.playOrder) log(G, 'characters', { player: p, characters: G.players[p].characters });
  const final: Record<PlayerID, FinalScore> = {};
  for (const p of G.playOrder) {
    final[p] = scoreOf(G, p, dealt);
    log(G, 'finalScore', { player: p, ...final[p] });
  }
  const scores = Object.fromEntries(G.playOrder.map((p) => [p, final[p].total]));
  const winners = winnersOf(G, scores);
  const result: TroyesResult = {
    winners,
    scores,
    breakdown: Object.fromEntries(
      G.playOrder.map((p) => {
        const { total: _total, ...parts } = final[p];
        return [p, parts];
      }),
    ),
  };
  if (winners.length === 1) result.winner = winners[0];
  else result.draw = true;
  G.final = final;
  G.result = result;
  G.phase = 'over';
  log(G, 'gameOver', { winners });
}
