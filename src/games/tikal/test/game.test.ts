import { describe, expect, it } from 'vitest';
import { checkMessage } from '../../../engine/contract';
import { BASE_CAMP, spaceAt } from '../data/board';
import { game as tikal } from '../game';
import { legalCampSites } from '../camp';
import { finalOrder } from '../afterTurn';
import { playRandomGame } from '../../../engine/testing/playout';
import { tikalCounters, tikalMessages, tikalPrompt } from '../ui';
import { tikalView } from '../view';
import { actingAs, lay, matchWith, newState, put, startMatch } from './helpers';

const TEMPLE = spaceAt(0, 3);
const CLEARING = spaceAt(1, 3);
const RUIN = spaceAt(0, 2);

describe('the boardgame.io game object', () => {
  it('is named tikal, for 2–4 players, without undo or client events', () => {
    expect(tikal.name).toBe('tikal');
    expect([tikal.minPlayers, tikal.maxPlayers]).toEqual([2, 4]);
    expect(tikal.disableUndo).toBe(true);
    expect(tikal.events).toEqual({
      endGame: false,
      endPhase: false,
      endStage: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      setPhase: false,
      setStage: false,
    });
  });

  it('validates setup data and the player count', () => {
    const validate = tikal.validateSetupData;
    if (!validate) throw new Error('no validateSetupData');
    expect(validate(undefined, 3)).toBeUndefined();
    expect(
      validate({ auction: true, auctionFinalOrder: 'clockwise', startingExplorer: true, campNeedsPiece: false }, 4),
    ).toBeUndefined();
    expect(validate({ auction: 'yes' }, 2)).toMatch(/auction/);
    expect(validate({ auctionFinalOrder: 'highestFirst' }, 2)).toMatch(/auctionFinalOrder/);
    expect(validate({ bogus: true }, 2)).toMatch(/bogus/);
    expect(validate({}, 1)).toMatch(/2 to 4/);
    expect(validate({}, 5)).toMatch(/2 to 4/);
  });

  it('each table option, given as setup data, changes the game; without it the default rules', () => {
    const basic = startMatch(2).G;
    const auction = startMatch(2, { auction: true }).G;
    expect([basic.players['0'].score, auction.players['0'].score]).toEqual([0, 20]);
    expect([basic.auction, auction.auction?.display.length]).toEqual([null, 2]);

    const campSites = (setupData?: unknown) => {
      const G = matchWith(2, (g) => actingAs(g, '0'), setupData).G;
      return legalCampSites(G, '0');
    };
    expect(campSites()).toEqual([]); // a camp needs an own piece there by default
    expect(campSites({ campNeedsPiece: false })).toEqual([CLEARING]);

    const lastTurns = (setupData: unknown) => {
      const G = matchWith(4, () => undefined, setupData).G;
      G.lastPlacer = '1';
      [3, 10, 8, 3].forEach((score, i) => {
        G.players[String(i)].score = score;
      });
      return finalOrder(G);
    };
    expect(lastTurns({ auction: true })).toEqual(['3', '0', '2', '1']);
    expect(lastTurns({ auction: true, auctionFinalOrder: 'clockwise' })).toEqual(['2', '3', '0', '1']);
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

describe('the messages catalogue', () => {
  it('every log entry and every prompt of whole games, for each seat and spectators, fits its declaration', () => {
    const keys = new Set<string>();
    const prompts = new Set<string>();
    for (const [n, auction] of [
      [2, false],
      [3, true],
      [4, false],
    ] as const) {
      playRandomGame(tikal, {
        numPlayers: n,
        seed: `catalogue-${n}-${auction}`,
        setupData: { auction },
        check: (before, after) => {
          for (const entry of after.G.log.slice(before.G.log.length)) {
            keys.add(entry.key);
            expect(checkMessage(tikalMessages.log, entry), JSON.stringify(entry)).toBeNull();
          }
          for (const viewer of [...after.G.playOrder, null]) {
            const prompt = tikalPrompt(tikalView(after.G, viewer), viewer);
            prompts.add(prompt.key);
            expect(checkMessage(tikalMessages.prompt, prompt), JSON.stringify(prompt)).toBeNull();
            if (viewer !== null)
              for (const c of tikalCounters(after.G, viewer)) expect(tikalMessages.counters).toContain(c.key);
          }
        },
      });
    }
    // Every prompt was reached; the rarer log entries are checked in random.test.ts's busy games.
    expect([...prompts].sort()).toEqual(Object.keys(tikalMessages.prompt).sort());
    expect(keys.size).toBeGreaterThan(15);
  }, 120_000);
});

/** Player 0 acting with pieces spread so that every kind of action is legal. */
function busyTurn(ap: number) {
  const G = newState(2);
  lay(G, RUIN, 'C4', 0);
  actingAs(G, '0', ap);
  put(G, '0', 'explorer', TEMPLE);
  put(G, '0', 'explorer', CLEARING);
  put(G, '0', 'explorer', RUIN);
  put(G, '0', 'explorer', BASE_CAMP);
  put(G, '1', 'explorer', BASE_CAMP, 2);
  G.players['0'].treasures[0] = 1;
  G.players['1'].treasures[4] = 1;
  return G;
}

describe('prompts', () => {
  it('ask the seat that decides, and tell the others and spectators whom they wait for', () => {
    const G = newState(2);
    G.turn.tile = 'D1';
    expect(tikalPrompt(G, '0')).toEqual({ key: 'placeTile', params: { tile: 'D1' } });
    expect(tikalPrompt(G, '1')).toEqual({ key: 'waiting', params: { player: '0' } });
    expect(tikalPrompt(G, null)).toEqual({ key: 'waiting', params: { player: '0' } });
    expect(tikalPrompt(busyTurn(7), '0')).toEqual({ key: 'actions', params: { ap: 7 } });
  });
});

describe('panel counters', () => {
  it('count what is left to each player', () => {
    const G = startMatch(2).G;
    expect(tikalCounters(G, '0')).toEqual([
      { key: 'score', value: 0 },
      { key: 'explorers', value: 18 },
      { key: 'camps', value: 2 },
      { key: 'guards', value: 2 },
      { key: 'treasures', value: 0 },
    ]);
  });

  it('add the action points left of the player acting, and nothing for somebody not seated', () => {
    const G = busyTurn(7);
    expect(tikalCounters(G, '0')).toEqual([
      { key: 'score', value: 0 },
      { key: 'explorers', value: 14 },
      { key: 'camps', value: 2 },
      { key: 'guards', value: 2 },
      { key: 'treasures', value: 1 },
      { key: 'ap', value: 7 },
    ]);
    expect(tikalCounters(G, '1')).toEqual([
      { key: 'score', value: 0 },
      { key: 'explorers', value: 16 },
      { key: 'camps', value: 2 },
      { key: 'guards', value: 2 },
      { key: 'treasures', value: 1 },
    ]);
    expect(tikalCounters(G, '9')).toEqual([]);
  });
});
