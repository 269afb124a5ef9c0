import { describe, expect, it } from 'vitest';
import type { Ctx, Game } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { games } from './index';
import { gameInfos } from './meta';
import { actingPlayers } from './testing/playout';

// The contract the server, the client and the bots rely on, checked for every game
// in the registry.

const IDS = ['caylus', 'tikal', 'troyes', 'iwari'];
const EVENTS = ['endGame', 'endPhase', 'endStage', 'endTurn', 'pass', 'setActivePlayers', 'setPhase', 'setStage'] as const;

describe('the registry', () => {
  it('holds only the site\'s games, each once, each with its home-page info', () => {
    const names = games.map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(IDS).toContain(name);
    expect(gameInfos.map((i) => i.id).sort()).toEqual([...names].sort());
  });
});

describe.each(games.map((g) => [g.name!, g] as const))('%s', (name, game: Game) => {
  const info = gameInfos.find((i) => i.id === name)!;

  it('declares its player counts, matching its info', () => {
    expect(game.minPlayers).toBeGreaterThanOrEqual(1);
    expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers!);
    expect([info.minPlayers, info.maxPlayers]).toEqual([game.minPlayers, game.maxPlayers]);
  });

  it('validates its table options', () => {
    expect(game.validateSetupData).toBeTypeOf('function');
    const validate = game.validateSetupData!;
    expect(validate(undefined, game.minPlayers!)).toBeUndefined();
    const defaults = Object.fromEntries(info.options.map((o) => [o.id, o.default]));
    expect(validate(defaults, game.minPlayers!)).toBeUndefined();
    expect(validate({ noSuchOption: true }, game.minPlayers!)).toBeTypeOf('string');
    for (const option of info.options) {
      expect(validate({ [option.id]: option.kind === 'boolean' ? 'yes' : '__nope__' }, game.minPlayers!)).toBeTypeOf('string');
    }
  });

  it('leaves flow to moves and hooks: no undo, no client events, a playerView', () => {
    expect(game.disableUndo).toBe(true);
    for (const event of EVENTS) expect(game.events?.[event]).toBe(false);
    expect(game.playerView).toBeTypeOf('function');
  });

  it('offers a legal move to whoever must act first, at every player count', () => {
    for (let n = game.minPlayers!; n <= game.maxPlayers!; n++) {
      const state = InitializeGame({ game, numPlayers: n });
      const enumerate = game.ai!.enumerate as unknown as (G: unknown, ctx: Ctx, p: string) => unknown[];
      for (const playerID of actingPlayers(state.ctx)) expect(enumerate(state.G, state.ctx, playerID).length).toBeGreaterThan(0);
    }
  });
});
