import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/tikal/en';
import { tikal } from '../game';
import { tikalInfo } from '../meta';
import { MOVE_ARITY } from '../moves';
import { TIKAL_OPTIONS } from '../options';
import { playRandomGame } from '../../testing/playout';
import { BASE_CAMP } from '../data/board';
import { startMatch } from './helpers';
import { tikalPrompt } from '../prompt';
import { tikalCounters } from '../counters';

describe('the boardgame.io game object', () => {
  it('is named tikal, for 2–4 players, without undo or client events', () => {
    expect(tikal.name).toBe('tikal');
    expect([tikal.minPlayers, tikal.maxPlayers]).toEqual([2, 4]);
    expect(tikal.disableUndo).toBe(true);
    expect(tikal.events).toEqual({
      endGame: false, endPhase: false, endStage: false, endTurn: false, pass: false,
      setActivePlayers: false, setPhase: false, setStage: false,
    });
  });

  it('validates setup data and the player count', () => {
    const validate = tikal.validateSetupData;
    if (!validate) throw new Error('no validateSetupData');
    expect(validate(undefined, 3)).toBeUndefined();
    expect(validate({ auction: true, auctionFinalOrder: 'clockwise', startingExplorer: true, campNeedsPiece: false }, 4)).toBeUndefined();
    expect(validate({ auction: 'yes' }, 2)).toMatch(/auction/);
    expect(validate({ auctionFinalOrder: 'highestFirst' }, 2)).toMatch(/auctionFinalOrder/);
    expect(validate({ bogus: true }, 2)).toMatch(/bogus/);
    expect(validate({}, 1)).toMatch(/2 to 4/);
    expect(validate({}, 5)).toMatch(/2 to 4/);
  });

  it('meta lists the same options as the rules use', () => {
    expect(tikalInfo.id).toBe('tikal');
    expect(tikalInfo.options).toBe(TIKAL_OPTIONS);
    expect(tikalInfo.options.map((o) => o.id)).toEqual(['auction', 'startingExplorer', 'campNeedsPiece', 'auctionFinalOrder']);
  });

  it('the starting-explorer option puts one explorer of each player on the base camp', () => {
    const withOption = startMatch(3, { startingExplorer: true }).G;
    const without = startMatch(3).G;
    for (const p of ['0', '1', '2']) {
      expect(withOption.players[p].pieces.filter((x) => x.where === 'board')).toEqual([
        { kind: 'explorer', where: 'board', space: BASE_CAMP },
      ]);
      expect(without.players[p].pieces.every((x) => x.where === 'supply')).toBe(true);
    }
  });
});

describe('English strings', () => {
  it('every log entry of whole games has a sentence whose parameters it provides', () => {
    const sentences = en.log as Record<string, string>;
    const keys = new Set<string>();
    for (const auction of [false, true]) {
      const { state } = playRandomGame(tikal, { numPlayers: 3, seed: `en-${auction}`, setupData: { auction } });
      for (const entry of state.G.log) {
        keys.add(entry.key);
        const sentence = sentences[entry.key];
        expect(sentence, entry.key).toBeTypeOf('string');
        for (const [, name] of sentence.matchAll(/\{\{(\w+)\}\}/g)) expect(entry.params, `${entry.key}.${name}`).toHaveProperty(name);
      }
    }
    expect(keys.size).toBeGreaterThan(15);
  });

  it('names every move as an action', () => {
    for (const move of Object.keys(MOVE_ARITY)) expect(en.actions, move).toHaveProperty(move);
  });
});

describe('prompts', () => {
  it('name a key with an English sentence for every situation of whole games', () => {
    const prompts = en.prompt as Record<string, string>;
    const seen = new Set<string>();
    for (const auction of [false, true]) {
      playRandomGame(tikal, {
        numPlayers: 2, seed: `prompt-${auction}`, setupData: { auction },
        check: (_b, after) => {
          for (const viewer of ['0', '1', null]) {
            const p = tikalPrompt(after.G, viewer);
            seen.add(p.key);
            expect(prompts[p.key], p.key).toBeTypeOf('string');
            for (const [, name] of prompts[p.key].matchAll(/\{\{(\w+)\}\}/g)) expect(p.params, `${p.key}.${name}`).toHaveProperty(name);
          }
        },
      });
    }
    for (const key of ['placeTile', 'placeVolcano', 'actions', 'bonusTurn', 'finalTurn', 'waiting', 'bid', 'waitBid', 'chooseTile', 'gameOver']) {
      expect(seen, key).toContain(key);
    }
  });
});

describe('panel counters', () => {
  it('count what is left to each player, each with an English label', () => {
    const G = startMatch(2).G;
    expect(tikalCounters(G, '0')).toEqual([
      { key: 'score', value: 0 }, { key: 'explorers', value: 18 }, { key: 'camps', value: 2 },
      { key: 'guards', value: 2 }, { key: 'treasures', value: 0 },
    ]);
    for (const c of tikalCounters(G, '1')) expect(en.counter, c.key).toHaveProperty(c.key);
  });
});
