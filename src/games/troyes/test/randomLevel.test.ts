import type { Ctx, State } from 'boardgame.io';
import { RandomBot } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { seededRng, viewOf, type PlayerID } from '../../../engine/contract';
import { game as troyes } from '../game';
import { troyesSpec } from '../spec';
import type { TroyesState } from '../state';
import { chooseMove } from '../../../engine/bots/engine';

// The 'random' level is boardgame.io's RandomBot through the game's bot move list
// (the contract's ai.enumerate), seeded from the decision's random source. Troyes:
// seats see different things, and its bot list is not its legal list.

function start(): { state: State<TroyesState>; player: PlayerID; players: PlayerID[] } {
  const state = InitializeGame({ game: { ...troyes, seed: 'random-level' }, numPlayers: 2 }) as State<TroyesState>;
  const players = [...state.ctx.playOrder];
  return { state, player: state.ctx.currentPlayer, players };
}

describe('the random level', () => {
  it("plays what RandomBot.play picks from the contract's enumerate, seeded from the rng", async () => {
    const { state, player, players } = start();
    const view = viewOf(troyesSpec, state.G, player);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const bot = new RandomBot({
        enumerate: troyes.ai!.enumerate,
        seed: seededRng(seed).number().toString(36).slice(2),
      });
      const { action } = await bot.play({ G: view, ctx: state.ctx as Ctx }, player);
      const m = chooseMove(troyesSpec, view, player, players, 'random', seededRng(seed))!;
      expect({ type: m.move, args: m.args }).toEqual({ type: action.payload.type, args: action.payload.args });
    }
  });

  it('replays for a seed and reaches every bot move over seeds', () => {
    const { state, player, players } = start();
    const view = viewOf(troyesSpec, state.G, player);
    const listed = troyesSpec.botMoves!(view, player).map((m) => JSON.stringify(m));
    expect(listed.length).toBe(12);
    const chosen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const m = JSON.stringify(chooseMove(troyesSpec, view, player, players, 'random', seededRng(`s${i}`)));
      expect(JSON.stringify(chooseMove(troyesSpec, view, player, players, 'random', seededRng(`s${i}`)))).toBe(m);
      chosen.add(m);
    }
    expect([...chosen].sort()).toEqual([...listed].sort());
  });

  it('has nothing to decide for a seat with no bot move', () => {
    const { state, player, players } = start();
    const other = players.find((p) => p !== player)!;
    expect(troyesSpec.botMoves!(state.G, other)).toEqual([]);
    expect(
      chooseMove(troyesSpec, viewOf(troyesSpec, state.G, other), other, players, 'random', seededRng('x')),
    ).toBeNull();
  });
});
