import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { BASE_CAMP, spaceAt } from '../data/board';
import { tileById, distinctRotations, rotateStones } from '../data/tiles';
import { game as tikal } from '../game';
import { botMoves, legalMoves, TIKAL_MOVES, type TikalMove, type TikalMoveName } from '../moves';
import { travelCosts } from '../movement';
import { pieceUses } from '../pieces';
import { legalPlacements } from '../placement';
import { tikalSpec } from '../spec';
import type { TikalState } from '../state';
import { tikalView } from '../view';
import { playRandomGame } from '../../../engine/testing/playout';
import { actingAs, newState, put } from './helpers';

// The complete legal list is the only validation: it must hold every move a player
// may make, each once; the bots' list must be a subset that still offers every
// distinct decision (interchangeable pieces and equal stone layouts once).

const NAMES = Object.keys(TIKAL_MOVES) as TikalMoveName[];
const FIRST_RING = [spaceAt(0, 2), spaceAt(1, 2), spaceAt(2, 3), spaceAt(2, 4)];

const key = (m: TikalMove) => `${m.move}(${JSON.stringify(m.args)})`;

/** Moves that only differ by which of two interchangeable pieces, or by a turn showing the same stones, are one decision. */
function decisionOf(G: TikalState, player: string, m: TikalMove): string {
  if (m.move === 'movePiece' || m.move === 'campJump') {
    const p = G.players[player].pieces[m.args[0]];
    return `${m.move}:${p.space}|${p.kind}|${pieceUses(G, m.args[0]).sort().join(',')}:${m.args[1]}`;
  }
  if (m.move === 'placeTile') {
    const tile = tileById(G.turn.tile as string);
    const layout = tile.kind === 'volcano' ? '' : rotateStones(tile.stones, m.args[1]).join('');
    return `placeTile:${m.args[0]}:${layout}`;
  }
  return key(m);
}

function checkPosition(G: TikalState): void {
  for (const player of G.playOrder) {
    const legal = legalMoves(G, player);
    const keys = legal.map(key);
    expect(new Set(keys).size, 'no duplicates').toBe(keys.length);
    // Validation asks for one name at a time: the same members.
    for (const name of NAMES)
      expect(legalMoves(G, player, name).map(key)).toEqual(legal.filter((m) => m.move === name).map(key));
    // Nothing secret is read.
    expect(legalMoves(tikalView(G, player), player)).toEqual(legal);

    // Every piece on the board walks wherever its AP reach, not one per group.
    const walks = new Set(legal.filter((m) => m.move === 'movePiece').map(key));
    const expected = new Set<string>();
    if (G.phase !== 'over' && G.turn.player === player && G.turn.step === 'actions') {
      G.players[player].pieces.forEach((p, i) => {
        if (p.where !== 'board') return;
        travelCosts(G, p.space).forEach((cost, to) => {
          if (to !== p.space && cost <= G.turn.ap) expected.add(key({ move: 'movePiece', args: [i, to] }));
        });
      });
    }
    expect(walks).toEqual(expected);

    // Every turn of the tile whose stone layout is one of the placements the rules list.
    if (G.turn.step === 'place' && G.turn.player === player) {
      const tile = tileById(G.turn.tile as string);
      const layouts = new Set(
        legalPlacements(G).map((p) => `${p.space}:${rotateStones(tile.stones, p.rotation).join('')}`),
      );
      const turns = new Set<string>();
      for (const p of legalPlacements(G)) {
        for (let r = 0; r < 6; r++) {
          if (tile.kind === 'volcano' || layouts.has(`${p.space}:${rotateStones(tile.stones, r).join('')}`)) {
            turns.add(key({ move: 'placeTile', args: [p.space, r] }));
          }
        }
      }
      expect(new Set(keys.filter((k) => k.startsWith('placeTile')))).toEqual(turns);
    }

    // The bots' list: members only, each decision once, no decision missing.
    const bots = botMoves(G, player);
    for (const m of bots) expect(keys, key(m)).toContain(key(m));
    const botDecisions = bots.map((m) => decisionOf(G, player, m));
    expect(new Set(botDecisions).size).toBe(botDecisions.length);
    expect(new Set(botDecisions)).toEqual(new Set(legal.map((m) => decisionOf(G, player, m))));

    // Every member can be played: the rules take it without throwing and log it.
    for (const m of legal) {
      const copy = structuredClone(G);
      tikalSpec.apply(copy, player, m, { number: () => 0.5, shuffle: (x) => [...x], die: () => 1 });
      expect(copy.log.length, key(m)).toBeGreaterThan(G.log.length);
    }
  }
}

describe("the complete legal list and the bots' list", () => {
  it.each([false, true])(
    'at sampled positions of a busy game (auction %s)',
    (auction) => {
      const enumerate = tikal.ai?.enumerate;
      if (!enumerate) throw new Error('no enumerate');
      // Players who keep acting reach crowded hexes, used pieces and guards.
      const busy: Game<TikalState> = {
        ...tikal,
        ai: {
          enumerate: (G, ctx, playerID) => {
            const all = enumerate(G, ctx, playerID);
            const acting = all.filter((m) => 'move' in m && m.move !== 'endTurn');
            return acting.length > 0 ? acting : all;
          },
        },
      };
      let sampled = 0;
      let step = 0;
      playRandomGame(busy, {
        numPlayers: 3,
        seed: `enum-${auction}`,
        setupData: { auction },
        check: (_before, after) => {
          if (step++ % 13 !== 0 || after.ctx.gameover) return;
          sampled++;
          checkPosition(after.G);
        },
      });
      expect(sampled).toBeGreaterThan(10);
    },
    300_000,
  );

  it('offers every piece of a group, the bots one of them', () => {
    const G = newState(2);
    actingAs(G, '0');
    const pieces = put(G, '0', 'explorer', BASE_CAMP, 3);
    const walkers = (list: TikalMove[]) => [
      ...new Set(list.flatMap((m) => (m.move === 'movePiece' ? [m.args[0]] : []))),
    ];
    expect(walkers(legalMoves(G, '0'))).toEqual(pieces);
    expect(walkers(botMoves(G, '0'))).toEqual([pieces[0]]);
    // The start area's three other hexes, for each of the three explorers.
    expect(legalMoves(G, '0').filter((m) => m.move === 'movePiece')).toHaveLength(9);
  });

  it.each([
    ['C2', 24, 24], // six distinct layouts on each of the four hexes
    ['D4', 24, 8], // alternating stones: two layouts, each shown by three turns
    ['B1', 24, 4], // a volcano lies unturned, whatever turn is asked
  ])('the first tile %s: %i placements, %i for the bots', (tile, complete, bots) => {
    const G = newState(2);
    G.turn.tile = tile;
    expect(legalMoves(G, '0')).toHaveLength(complete);
    expect(botMoves(G, '0')).toHaveLength(bots);
    expect(new Set(legalMoves(G, '0').map((m) => m.args[0]))).toEqual(new Set(FIRST_RING));
    expect(distinctRotations(tileById(tile).stones)).toHaveLength(bots / 4);
  });
});
