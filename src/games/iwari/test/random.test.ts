import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { checkMessage } from '../../../engine/contract';
import { playRandomGame, type PlayedMove } from '../../../engine/testing/playout';
import { CARDS_IN_BOX } from '../data/biomes';
import { FEAT_COPIES, FEATS } from '../data/feats';
import { DISPLAY_SIZE, HAND_SIZE, NEUTRAL_TENTS, TENTS_PER_PLAYER, TOTEMS_PER_TRIBE } from '../constants';
import { game } from '../game';
import { mapOf, tentCounts, totemCap, totemTotal } from '../board';
import { NEUTRAL, type IwariState } from '../state';
import { iwariMessages } from '../ui';
import { cardCounts } from './helpers';

// Whole seeded games through the real reducer, every decision drawn from the legal
// list, with the game's invariants checked after every move. Twelve games: each
// map and option set at two player counts, each count with three sets. The
// invariants are the same in every game; a third or fourth count of the same set
// only repeats them. The last test checks these games still reach every log entry.

function checkInvariants(before: State<IwariState>, after: State<IwariState>, played: PlayedMove): void {
  const G = after.G;
  const where = `${played.playerID} ${played.move}(${JSON.stringify(played.args)})`;
  for (const entry of G.log.slice(before.G.log.length))
    expect(checkMessage(iwariMessages.log, entry), where).toBeNull();
  // Every card in exactly one place.
  expect(cardCounts(G), where).toEqual(CARDS_IN_BOX);
  expect(G.secret!.deck.length).toBe(G.deckSize);
  expect(G.display.length).toBeLessThanOrEqual(DISPLAY_SIZE);
  for (const p of G.playOrder) {
    expect(G.hands[p].length).toBe(G.handSizes[p]);
    expect(G.hands[p].length, where).toBeLessThanOrEqual(HAND_SIZE);
  }
  // Pieces conserved: supply plus board is what each tribe started with.
  const map = mapOf(G);
  for (const t of G.tribes) {
    const onBoard = Object.values(G.tents).filter((x) => x === t).length;
    expect(G.supply[t].tents + onBoard, where).toBe(t === NEUTRAL ? NEUTRAL_TENTS : TENTS_PER_PLAYER);
    const totems = Object.values(G.totems).reduce((n, c) => n + (c[t] ?? 0), 0);
    expect(G.supply[t].totems + totems).toBe(TOTEMS_PER_TRIBE);
    expect(G.supply[t].tents).toBeGreaterThanOrEqual(0);
    expect(G.supply[t].totems).toBeGreaterThanOrEqual(0);
  }
  for (const s of Object.keys(G.tents)) expect(map.territoryOfSpace.has(s)).toBe(true);
  // Totems never above the cap; none where the map forbids them.
  for (const t of map.territories) {
    expect(totemTotal(G, t.id), `${where}: ${t.id}`).toBeLessThanOrEqual(totemCap(tentCounts(G, t)));
    if (G.options.floatingTotems && map.def.noTotemBiomes?.includes(t.biome)) expect(totemTotal(G, t.id)).toBe(0);
  }
  // Scores only rise and add up to their breakdown.
  for (const p of G.playOrder) {
    expect(G.scores[p]).toBeGreaterThanOrEqual(before.G.scores[p]);
    expect(Object.values(G.breakdown[p]).reduce((a, b) => a + b, 0)).toBe(G.scores[p]);
  }
  // Feats: never more than the box, each player at most one of each, all placed or declined by the turn's end.
  for (const f of FEATS) {
    expect(G.featsEarned[f].length).toBeLessThanOrEqual(FEAT_COPIES[f]);
    expect(new Set(G.featsEarned[f]).size).toBe(G.featsEarned[f].length);
    if (!G.options.feats) expect(G.featsEarned[f]).toEqual([]);
  }
  const placed = [...Object.values(G.featsOnTerritories), ...Object.values(G.featsOnConnections)].flat().length;
  const declined = G.log.filter((e) => e.key === 'featDeclined').length;
  expect(placed + declined + G.turn.feats.length).toBe(FEATS.reduce((n, f) => n + G.featsEarned[f].length, 0));
  for (const e of G.expeditions) expect(e.achievers.length).toBeLessThanOrEqual(2);
  // The deck runs out at most twice; the second time the end is triggered.
  expect(G.exhaustions).toBeLessThanOrEqual(2);
  if (G.exhaustions === 2) expect(G.endTrigger).not.toBeNull();
  if (G.over) expect(after.ctx.gameover).toEqual(G.result);
}

/** Plays a game and counts each seat's turns. */
function playGame(numPlayers: number, seed: string, setupData: Record<string, unknown>) {
  const turns: Record<string, number> = {};
  const { state, moves } = playRandomGame(game, {
    numPlayers,
    seed,
    setupData,
    check: (before, after, played) => {
      checkInvariants(before, after, played);
      if (after.G.turn.number !== before.G.turn.number || after.G.over) {
        turns[before.G.turn.player] = (turns[before.G.turn.player] ?? 0) + 1;
      }
    },
  });
  return { G: state.G, state, moves, turns };
}

const seen = new Set<string>();

describe('seeded random games to the end', () => {
  it.each([2, 3, 4, 5])(
    '%i players, three maps and option sets: invariants after every move, equal turns',
    (n) => {
      const setups = [
        {},
        { feats: true, expeditions: true },
        { map: 'floatingLands', feats: true },
        { map: 'glacialMass', expeditions: true },
        { map: 'longRoad', feats: true, expeditions: true },
        { map: 'floatingLands', floatingTotems: false },
      ];
      // Each map and option set at two of the four player counts, every count with three of them.
      for (const [i, setupData] of setups.entries()) {
        if ((i + n) % 2 !== 0) continue;
        const { G, state, moves, turns } = playGame(n, `${n}-${i}`, setupData);
        expect(state.ctx.gameover).toBeDefined();
        expect(G.over).toBe(true);
        expect(G.endTrigger).not.toBeNull();
        expect(G.scorings.at(-1)?.kind).toBe('final');
        // Everybody had the same number of turns.
        expect(new Set(Object.values(turns)).size, JSON.stringify(turns)).toBe(1);
        expect(Object.keys(turns)).toHaveLength(n);
        expect(moves).toBeGreaterThan(30);
        for (const e of G.log) seen.add(e.key);
      }
    },
    120_000,
  );

  it('between them, the random games reached every kind of log entry but the rare ones tested in scenarios', () => {
    const rare = ['pass', 'neutralSkipped', 'drawDeckHidden'];
    for (const key of Object.keys(iwariMessages.log)) if (!rare.includes(key)) expect(seen, key).toContain(key);
  });
});
