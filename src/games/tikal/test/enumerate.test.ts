import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { SPACE_COUNT } from '../data/board';
import { TREASURE_MOTIFS } from '../data/treasures';
import { enumerateMoves, type TikalMove } from '../enumerate';
import { tikal } from '../game';
import { MOVE_RULES, type TikalMoveName } from '../moves';
import { pieceUses } from '../rules/pieces';
import type { TikalState } from '../state';
import { playRandomGame } from '../../testing/playout';

// enumerate must offer exactly the legal moves: everything it offers is accepted by
// the rules, and every move the rules accept is offered (up to interchangeable pieces).

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Whether the rules accept a move. It is first tried on the frozen state: a refusal
 * there also proves the rule refused before changing anything; a rule that tries to
 * write is then run for real on a copy.
 */
function accepted(G: TikalState, player: string, move: TikalMoveName, args: unknown[]): boolean {
  try {
    if (!MOVE_RULES[move](deepFreeze(G), player, args)) return false;
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
  return MOVE_RULES[move](structuredClone(G), player, args);
}

/** Pieces that only differ by identity are one decision. */
function pieceClass(G: TikalState, player: string, piece: number): string {
  const p = G.players[player].pieces[piece];
  return `${p.space}|${p.kind}|${pieceUses(G, piece).sort().join(',')}`;
}

function key(G: TikalState, player: string, m: TikalMove): string {
  if (m.move === 'movePiece' || m.move === 'campJump') {
    return `${m.move}:${pieceClass(G, player, m.args[0] as number)}:${String(m.args[1])}`;
  }
  return `${m.move}:${JSON.stringify(m.args)}`;
}

/** Every argument list worth trying for each move, legal or not. */
function candidates(G: TikalState, player: string): TikalMove[] {
  const out: TikalMove[] = [{ move: 'endTurn', args: [] }, { move: 'passBid', args: [] }];
  const spaces = Array.from({ length: SPACE_COUNT }, (_, i) => i);
  const pieces = G.players[player].pieces.map((_, i) => i);
  for (const s of spaces) {
    for (let r = 0; r < 6; r++) out.push({ move: 'placeTile', args: [s, r] });
    for (const m of ['excavate', 'recoverTreasure', 'buildCamp', 'placeGuard']) out.push({ move: m, args: [s] });
    for (const kind of ['explorer', 'leader']) out.push({ move: 'bringIn', args: [kind, s] });
    for (const i of pieces) {
      out.push({ move: 'movePiece', args: [i, s] });
      out.push({ move: 'campJump', args: [i, s] });
    }
  }
  for (let give = 0; give < TREASURE_MOTIFS; give++) {
    for (const opponent of G.playOrder) for (let take = 0; take < TREASURE_MOTIFS; take++) out.push({ move: 'exchangeTreasure', args: [give, opponent, take] });
  }
  for (const tile of G.auction?.display ?? []) out.push({ move: 'chooseTile', args: [tile] });
  for (let n = 0; n <= G.players[player].score + 1; n++) out.push({ move: 'bid', args: [n] });
  return out;
}

describe('enumerate offers exactly the legal moves', () => {
  it.each([false, true])('at sampled positions of a busy game (auction %s)', (auction) => {
    const enumerate = tikal.ai?.enumerate;
    if (!enumerate) throw new Error('no enumerate');
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
        const G = after.G;
        sampled++;
        for (const player of G.playOrder) {
          const offered = enumerateMoves(G, player);
          const offeredKeys = new Set(offered.map((m) => key(G, player, m)));
          expect(offeredKeys.size, 'no duplicates').toBe(offered.length);
          for (const m of offered) expect(accepted(G, player, m.move as TikalMoveName, m.args), `${player} ${m.move}(${m.args})`).toBe(true);
          const legal = candidates(G, player).filter((m) => {
            if (m.move === 'placeTile') return false; // checked below, rotations deduplicated
            return accepted(G, player, m.move as TikalMoveName, m.args);
          });
          for (const m of legal) expect(offeredKeys, `${player} ${m.move}(${m.args}) is legal but not offered`).toContain(key(G, player, m));
          if (G.turn.step === 'place' && G.turn.player === player) {
            const placeable = new Set(candidates(G, player).filter((m) => m.move === 'placeTile' && accepted(G, player, 'placeTile', m.args)).map((m) => m.args[0]));
            expect(new Set(offered.map((m) => m.args[0]))).toEqual(placeable);
          }
        }
      },
    });
    expect(sampled).toBeGreaterThan(10);
  }, 300_000);
});
