import { describe, expect, it } from 'vitest';
import { checkMessage } from '../../../engine/contract';
import { playRandomGame } from '../../../engine/testing/playout';
import { game } from '../game';
import { iwariCounters, iwariMessages } from '../ui';
import { iwariSpec } from '../spec';
import { iwariView } from '../view';
import { hand, must, newState, startMatch, tents } from './helpers';

describe('the boardgame.io game object', () => {
  it('is named iwari, for 2–5 players, without undo or client events, with per-seat views', () => {
    expect(game.name).toBe('iwari');
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 5]);
    expect(game.disableUndo).toBe(true);
    expect(typeof game.playerView).toBe('function');
  });

  it('validates setup data and the player count', () => {
    const validate = game.validateSetupData!;
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ map: 'longRoad', feats: true, expeditions: true, floatingTotems: false }, 5)).toBeUndefined();
    expect(validate({ map: 'printedMap' }, 3)).toMatch(/map/);
    expect(validate({ feats: 'yes' }, 3)).toMatch(/feats/);
    expect(validate({}, 1)).toMatch(/2 to 5/);
    expect(validate({}, 6)).toMatch(/2 to 5/);
  });

  it('the defaults: the stand-in map, no feats, no expeditions', () => {
    const G = startMatch(3).G;
    expect(G.options).toEqual({ map: 'standinA', feats: false, expeditions: false, floatingTotems: true });
    expect(G.expeditions).toEqual([]);
  });

  it('sets up by player count: 3 cards each, 4 on display, the rest in the deck, mountains, a first player', () => {
    for (const [n, deckSize, mountains] of [
      [2, 37, 4],
      [3, 34, 3],
      [4, 36, 2],
      [5, 38, 1],
    ] as const) {
      const G = startMatch(n, {}, `setup-${n}`).G;
      expect(G.deckSize).toBe(deckSize);
      expect(G.display).toHaveLength(4);
      for (const p of G.playOrder) expect(G.hands[p]).toHaveLength(3);
      expect(G.mountains).toHaveLength(mountains);
      expect(G.playOrder).toContain(G.firstPlayer);
      expect(G.turn.player).toBe(G.firstPlayer);
      for (const p of G.playOrder) expect(G.supply[p]).toEqual({ tents: 20, totems: 8 });
      expect(G.log[0]).toMatchObject({ key: 'setup', params: { players: n, map: 'standinA', first: G.firstPlayer } });
    }
  });

  it('the first player is drawn at random', () => {
    const firsts = new Set(Array.from({ length: 16 }, (_, i) => startMatch(4, {}, `first-${i}`).G.firstPlayer));
    expect(firsts.size).toBeGreaterThan(2);
  });
});

describe('the messages catalogue', () => {
  it('every log entry and every prompt of whole games, for each seat and spectators, fits its declaration', () => {
    const prompts = new Set<string>();
    for (const [n, setupData] of [
      [2, { feats: true }],
      [3, { feats: true }],
      [5, { feats: true, expeditions: true }],
    ] as const) {
      playRandomGame(game, {
        numPlayers: n,
        seed: `catalogue-${n}`,
        setupData,
        check: (before, after) => {
          for (const entry of after.G.log.slice(before.G.log.length)) {
            expect(checkMessage(iwariMessages.log, entry), JSON.stringify(entry)).toBeNull();
          }
          for (const viewer of [...after.G.playOrder, null]) {
            const prompt = iwariSpec.prompt(iwariView(after.G, viewer), viewer);
            prompts.add(prompt.key);
            expect(checkMessage(iwariMessages.prompt, prompt), JSON.stringify(prompt)).toBeNull();
          }
        },
      });
    }
    for (const key of ['act', 'feat', 'neutral', 'draw', 'waiting', 'gameOver']) expect(prompts, key).toContain(key);
  }, 60_000);
});

describe('prompts', () => {
  it('ask the seat that decides, and tell the others and spectators whom they wait for', () => {
    const G = newState(3);
    expect(iwariSpec.prompt(G, '0')).toEqual({ key: 'act', params: {} });
    expect(iwariSpec.prompt(G, '1')).toEqual({ key: 'waiting', params: { player: '0' } });
    expect(iwariSpec.prompt(G, null)).toEqual({ key: 'waiting', params: { player: '0' } });
    hand(G, '0', 'coast');
    must(G, '0', 'place', 'CO2', ['CO2.1'], ['coast']);
    expect(iwariSpec.prompt(G, '0')).toEqual({ key: 'draw', params: { left: 3 } });
  });

  it('say so when only discarding is left, or only passing', () => {
    const G = newState(3);
    hand(G, '0', 'forest');
    // Every Forest territory full and capped: nothing to place with one Forest.
    tents(G, '1', 'FO1.1', 'FO1.2', 'FO1.3', 'FO1.4', 'FO1.5', 'FO1.6', 'FO2.1', 'FO2.2', 'FO2.3', 'FO2.4', 'FO2.5');
    tents(G, '1', 'FO3.1', 'FO3.2', 'FO3.3', 'FO3.4');
    G.supply['0'].totems = 0;
    expect(iwariSpec.legalMoves(G, '0')).toEqual([{ move: 'discard', args: ['forest'] }]);
    expect(iwariSpec.prompt(G, '0')).toEqual({ key: 'discardOnly', params: {} });
    hand(G, '0');
    expect(iwariSpec.prompt(G, '0')).toEqual({ key: 'pass', params: {} });
  });

  it("ask for a feat or for the third tribe's move", () => {
    const G = newState(2);
    hand(G, '0', 'forest', 'coast', 'coast');
    must(G, '0', 'place', 'FO1', ['FO1.1'], ['forest']);
    expect(iwariSpec.prompt(G, '0')).toEqual({ key: 'neutral', params: { cards: ['coast', 'coast'] } });
    const F = newState(3, { feats: true });
    tents(F, '1', 'FO3.1', 'FO3.2', 'FO3.3');
    hand(F, '0', 'forest');
    must(F, '0', 'place', 'FO3', ['FO3.4'], ['forest']);
    expect(iwariSpec.prompt(F, '0')).toEqual({ key: 'feat', params: { feat: 'discovery' } });
  });
});

describe('panel counters', () => {
  it('score, tents and totems left, cards in hand; nothing for somebody not seated', () => {
    const G = startMatch(3).G;
    expect(iwariCounters(G, '0')).toEqual([
      { key: 'score', value: 0 },
      { key: 'tents', value: 20 },
      { key: 'totems', value: 8 },
      { key: 'cards', value: 3 },
    ]);
    expect(iwariCounters(iwariView(G, '1'), '0')).toEqual(iwariCounters(G, '0'));
    expect(iwariCounters(G, '9')).toEqual([]);
  });
});
