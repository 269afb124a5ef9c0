import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { LEVEL_TILES } from '../data/levels';
import { PRINTED_HEXES } from '../data/board';
import { TOTAL_TERRAIN_TILES, tileById } from '../data/tiles';
import { PIECES_PER_PLAYER } from '../constants';
import { game as tikal } from '../game';
import { crossingTable } from '../movement';
import type { TikalState } from '../state';
import { playRandomGame, type PlayedMove } from '../../../engine/testing/playout';
import { checkMessage } from '../../../engine/contract';
import { tikalMessages } from '../ui';

// Whole seeded games through the real reducer, every decision drawn from enumerate,
// with the game's invariants checked after every move. One uniform game per player
// count and auction setting: the invariants are the same in every game, so a second
// seed of the same set only repeats them. The busy games keep two seeds each: they
// are short, and they are where the rare trades happen. The last test checks these
// games between them still reach every action.

function printedValue(G: TikalState, space: number): number {
  const id = G.spaces[space].tile;
  if (id !== null) return tileById(id).templeValue;
  return PRINTED_HEXES.find((h) => h.space === space)?.templeValue ?? 0;
}

function checkInvariants(before: State<TikalState>, after: State<TikalState>, played: PlayedMove): void {
  const G = after.G;
  const where = `${played.playerID} ${played.move}(${JSON.stringify(played.args)})`;
  // Every new log entry fits the catalogue.
  for (const entry of G.log.slice(before.G.log.length))
    expect(checkMessage(tikalMessages.log, entry), where).toBeNull();
  // Pieces are conserved; removed pieces never come back; guards match their temples.
  for (const p of G.playOrder) {
    const pieces = G.players[p].pieces;
    expect(pieces, where).toHaveLength(PIECES_PER_PLAYER);
    expect(pieces.filter((x) => x.kind === 'leader')).toHaveLength(1);
    const removedBefore = before.G.players[p].pieces.filter((x) => x.where === 'removed').length;
    expect(pieces.filter((x) => x.where === 'removed').length).toBeGreaterThanOrEqual(removedBefore);
    pieces.forEach((x, i) => {
      if (before.G.players[p].pieces[i].where === 'removed') expect(x.where).toBe('removed');
      if (x.where === 'board') {
        const kind = G.spaces[x.space].kind;
        expect(kind === null || kind === 'volcano', where).toBe(false);
      }
      if (x.where === 'guard') expect(G.spaces[x.space].guard).toBe(p);
    });
    const guards = pieces.filter((x) => x.where === 'guard').length;
    expect(guards).toBe(G.players[p].guardsPlaced);
    expect(guards).toBeLessThanOrEqual(2);
    const camps = G.spaces.flatMap((s, i) => (s.camp === p ? [i] : []));
    expect([...G.players[p].camps].sort((a, b) => a - b)).toEqual(camps);
    expect(camps.length).toBeLessThanOrEqual(2);
  }
  // Temple values only rise, never past 10; the level supply never goes negative and
  // every level used sits on a temple.
  let levelsUsed = 0;
  G.spaces.forEach((s, i) => {
    if (s.kind !== 'temple') return;
    const old = before.G.spaces[i].kind === 'temple' ? before.G.spaces[i].templeValue : 0;
    expect(s.templeValue, where).toBeGreaterThanOrEqual(old);
    expect(s.templeValue).toBeLessThanOrEqual(10);
    levelsUsed += s.templeValue - printedValue(G, i);
  });
  G.levelSupply.forEach((n) => expect(n).toBeGreaterThanOrEqual(0));
  expect(levelsUsed).toBe(LEVEL_TILES.reduce((a, b) => a + b, 0) - G.levelSupply.reduce((a, b) => a + b, 0));
  // Treasure tokens and terrain tiles are conserved.
  const secret = G.secret;
  if (!secret) throw new Error('server state without secret');
  const onRuins = Object.values(secret.ruinTokens).reduce((a, t) => a + t.length, 0);
  const held = G.playOrder.reduce((a, p) => a + G.players[p].treasures.reduce((x, y) => x + y, 0), 0);
  expect(secret.treasureSupply.length + onRuins + held).toBe(24);
  const waiting = (G.turn.tile ? 1 : 0) + (G.volcano ? 1 : 0) + (G.auction?.display.length ?? 0);
  expect(G.tilesPlaced + secret.stack.length + waiting, where).toBe(TOTAL_TERRAIN_TILES);
  expect(G.crossings).toEqual(crossingTable(G.spaces));
  expect(G.turn.ap).toBeGreaterThanOrEqual(0);
  expect(G.turn.ap).toBeLessThanOrEqual(10);
  for (const p of G.playOrder) expect(G.players[p].score).toBeGreaterThanOrEqual(0);
  // Scores only fall by a won bid.
  if (!G.options.auction) {
    for (const p of G.playOrder) expect(G.players[p].score).toBeGreaterThanOrEqual(before.G.players[p].score);
  }
}

const seen = new Set<string>();

describe('seeded random games to the end', () => {
  it.each([
    [2, false],
    [3, false],
    [4, false],
    [2, true],
    [3, true],
    [4, true],
  ])(
    '%i players, auction %s: invariants after every move',
    (n, auction) => {
      const { state, moves } = playRandomGame(tikal, {
        numPlayers: n,
        seed: `${n}-${auction}-a`,
        setupData: { auction },
        check: checkInvariants,
      });
      const G = state.G;
      expect(state.ctx.gameover).toBeDefined();
      expect(G.phase).toBe('over');
      expect(G.tilesPlaced).toBe(36);
      expect(G.spaces.every((s) => s.kind !== null)).toBe(true);
      // Three volcano scorings and the final one: four per player.
      expect(G.log.filter((e) => e.key === 'score')).toHaveLength(4 * n);
      expect(G.log.filter((e) => e.key === 'volcanoRound')).toHaveLength(3);
      expect(moves).toBeGreaterThan(36);
      for (const e of G.log) seen.add(e.key);
    },
    120_000,
  );

  it.each([2, 3, 4])(
    '%i busy players (every AP spent) with the other options: invariants after every move',
    (n) => {
      // Uniform random play ends most turns early; here a player ends his turn only
      // when nothing else is affordable, which reaches crowded temples and guards.
      const enumerate = tikal.ai?.enumerate;
      if (!enumerate) throw new Error('no enumerate');
      const busy: Game<TikalState> = {
        ...tikal,
        ai: {
          enumerate: (G, ctx, playerID) => {
            const all = enumerate(G, ctx, playerID);
            const acting = all.filter((m) => 'move' in m && m.move !== 'endTurn');
            // Trades need lone tokens on both sides at once; take them when they occur.
            const trades = acting.filter((m) => 'move' in m && m.move === 'exchangeTreasure');
            if (trades.length > 0) return trades;
            return acting.length > 0 ? acting : all;
          },
        },
      };
      const setupData = { startingExplorer: true, campNeedsPiece: false, auction: n === 3 };
      for (const seed of ['a', 'b']) {
        const { state } = playRandomGame(busy, {
          numPlayers: n,
          seed: `busy-${n}-${seed}`,
          setupData,
          check: checkInvariants,
        });
        expect(state.ctx.gameover).toBeDefined();
        for (const e of state.G.log) seen.add(e.key);
      }
    },
    120_000,
  );

  it('between them, the random games used every action', () => {
    for (const key of [
      'placeTile',
      'bringIn',
      'campJump',
      'move',
      'excavate',
      'recoverTreasure',
      'exchangeTreasure',
      'buildCamp',
      'placeGuard',
      'bid',
      'passBid',
      'winAuction',
      'lastTileFree',
      'chooseTile',
    ]) {
      expect(seen, key).toContain(key);
    }
  });
});
