import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LogEntry } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { withPrinted } from '../../../engine/contract';
import { playRandomGame } from '../../../engine/testing/playout';
import { replayStates } from '../../../engine/replay/replay';
import { characterVp } from '../data/characters';
import { cardOf, characterOf, eventOf, troyesPrinted, type TroyesPrinted } from '../data/printed';
import { troyesPrintedProblems } from '../data/printedCheck';
import { game } from '../game';
import { troyesView } from '../view';
import { charactersVp, tradesmenVp } from '../scoring';
import type { TroyesState } from '../state';
import { atActions, dice, logged, must, newState, reveal, useAll } from './helpers';

// The host's printed values (RULES.md "Printed values"): the sample file's numbers
// (invented, clearly not the box's) reach play through G.printed, and every kind of
// bad file is refused with the entry and what is wrong. The numbers expected here
// are the sample's, read off data/printed-sample/troyes.json by hand.

const SAMPLE_PATH = join(__dirname, '../data/printed-sample/troyes.json');
const sampleRaw = (): Record<string, Record<string, Record<string, unknown>>> =>
  JSON.parse(readFileSync(SAMPLE_PATH, 'utf8'));
const sample = (): TroyesPrinted => troyesPrinted(sampleRaw());

function withSample(players = 3): TroyesState {
  const G = newState(players);
  G.printed = sample();
  return atActions(G);
}

describe('the sample file', () => {
  it('passes every check', () => {
    expect(troyesPrintedProblems(sampleRaw())).toEqual([]);
  });

  it('tags every value it gives as printed, and leaves the sourced names', () => {
    const G = withSample();
    expect(cardOf(G, 'mercenary')).toMatchObject({
      cost: 12,
      divisor: 4,
      slotVp: [9, 4, 1, 0],
      source: { name: 'S', cost: 'printed', divisor: 'printed', slotVp: 'printed', effect: 'printed' },
    });
    expect(eventOf(G, 'war').source).toEqual({
      name: 'S',
      blackDice: 'printed',
      draws: 'printed',
      effect: 'printed',
      fight: 'printed',
      flags: 'printed',
      reward: 'printed',
    });
    expect(characterOf(G, 'hugues').source).toEqual({ name: 'V', counts: 'V', steps: 'printed', vp: 'printed' });
  });
});

describe('the printed values reach play', () => {
  it("a card's cost, divisor and effect: the Mercenary costs 12, red / 4, 4 deniers per activation", () => {
    const G = withSample();
    reveal(G, 'red2', 'mercenary');
    dice(G, '0', 'r4 r5');
    dice(G, 'n', 'r1');
    G.players['0'].deniers = 12;
    must(G, '0', 'activate', ['red2', ['0r4', '0r5'], null]);
    useAll(G);
    // 9 / 4 = 2 activations: 12 - 12 + 2 × 4
    expect(logged(G, 'tradesman')).toEqual([{ player: '0', card: 'mercenary', slot: 1, cost: 12 }]);
    expect(G.players['0'].deniers).toBe(8);
  });

  it('a card that costs more than the player holds cannot get a tradesman (11 is enough on the stand-ins)', () => {
    const G = withSample();
    reveal(G, 'red2', 'mercenary');
    dice(G, '0', 'r4 r5');
    G.players['0'].deniers = 11;
    expect(() => must(G, '0', 'activate', ['red2', ['0r4', '0r5'], null])).toThrow('refused');
  });

  it("an event's fight: War is red / 6 with 4 flags and pays 15 + 7 VP to a player holding every cube", () => {
    const G = withSample();
    G.events.push({ id: 'war', cubes: [] });
    dice(G, '0', 'r6 r6 r6');
    dice(G, 'n', 'r1');
    must(G, '0', 'fightEvent', ['war', ['0r6', '0r6', '0r6'], null]);
    // 18 / 6 = 3 cubes (6 on the stand-in divisor 4, of which 3 flags)
    expect(G.events[1].cubes).toEqual(['0', '0', '0']);
    G.turn.player = '0';
    dice(G, '0', 'r6 r6');
    const vp = G.players['0'].vp;
    must(G, '0', 'fightEvent', ['war', ['0r6', '0r6'], null]);
    // 12 / 6 = 2 cubes, one flag free: the card is countered
    expect(logged(G, 'fightEvent')[1]).toMatchObject({ cubes: 2, placed: 1 });
    expect(G.players['0'].vp).toBe(vp + 22);
    expect(G.players['0'].won).toEqual(['war']);
  });

  it("a character's score: Hugues de Payns pays 11 / 13 / 16 VP from 6 / 11 / 16 influence", () => {
    const G = withSample();
    const hugues = characterOf(G, 'hugues');
    expect([5, 6, 10, 11, 15, 16].map((n) => characterVp(hugues, n))).toEqual([0, 11, 11, 13, 13, 16]);
    G.players['0'].influence = 12;
    expect(charactersVp(G, '0', ['hugues'])).toBe(13);
  });

  it("a card's slot VP at the end: slot 1 9 VP, slot 2 4 VP", () => {
    const G = withSample();
    reveal(G, 'yellow1', 'artisan');
    G.cards.yellow1.tradesmen = ['1', '0'];
    expect(tradesmenVp(G, '0')).toBe(4);
    expect(tradesmenVp(G, '1')).toBe(9);
  });

  it('setup keeps the values the server hands it in G, for every view', () => {
    const values = sampleRaw();
    const state = InitializeGame({ game: withPrinted(game, values), numPlayers: 2 });
    const G = state.G as TroyesState;
    expect(G.printed).toEqual(values);
    expect(troyesView(G, '1').printed).toEqual(values);
    const plain = InitializeGame({ game, numPlayers: 2 });
    expect((plain.G as TroyesState).printed).toBeNull();
  });

  it('whole seeded games with the sample end with a result, and replay to the same state', () => {
    const printedGame = withPrinted(game, sampleRaw());
    for (const numPlayers of [2, 4]) {
      const seed = `printed-${numPlayers}`;
      const log: LogEntry[] = [];
      const run = playRandomGame(printedGame, {
        numPlayers,
        seed,
        check: (_before, after) => log.push(...(after.deltalog ?? [])),
      });
      expect(run.state.ctx.gameover, `${numPlayers} players`).toBeDefined();
      const initial = InitializeGame({ game: { ...printedGame, seed }, numPlayers });
      let last = initial;
      for (const { state } of replayStates({ ...printedGame, seed }, initial, log)) last = state;
      expect(last.G).toEqual(run.state.G);
    }
  });
});

describe('a bad file is refused with the entry and what is wrong', () => {
  const problemsWith = (change: (f: ReturnType<typeof sampleRaw>) => void): string[] => {
    const f = sampleRaw();
    change(f);
    return troyesPrintedProblems(f);
  };

  it('a missing card, event or character', () => {
    expect(problemsWith((f) => delete f.activities.artisan)).toEqual(['activities.artisan: missing']);
    expect(problemsWith((f) => delete f.events.war)).toEqual(['events.war: missing']);
    expect(problemsWith((f) => delete f.characters.henri)).toEqual(['characters.henri: missing']);
  });

  it('a number out of range or of the wrong kind', () => {
    expect(problemsWith((f) => (f.activities.artisan.cost = 21))).toEqual([
      'activities.artisan.cost: Too big: expected number to be <=20',
    ]);
    expect(problemsWith((f) => (f.activities.monk.divisor = 0))).toEqual([
      'activities.monk.divisor: Too small: expected number to be >=1',
    ]);
    expect(problemsWith((f) => (f.events.siege.flags = 2.5))).toEqual([
      'events.siege.flags: Invalid input: expected int, received number',
    ]);
    expect(problemsWith((f) => (f.events.raid.fightColour = 'black'))).toEqual([
      'events.raid.fightColour: Invalid option: expected one of "red"|"white"|"yellow"',
    ]);
  });

  it('an unknown card or field', () => {
    expect(problemsWith((f) => (f.activities.baker = f.activities.artisan))).toEqual(['activities: unknown "baker"']);
    expect(problemsWith((f) => (f.characters.hugues.vp = 3))).toEqual(['characters.hugues: unknown "vp"']);
  });

  it('a card given another rule, decks that would run dry, falling steps', () => {
    expect(
      problemsWith(
        (f) => (f.activities.chevalier.effect = { kind: 'gain', deniers: 1, influence: 0, vp: 0, citizens: 0 }),
      ),
    ).toEqual(['activities.chevalier.effect.kind: must be "eventCubes", the card\'s rule (the file gives numbers)']);
    expect(problemsWith((f) => (f.events.raid.draws = 'yellow'))).toEqual([
      'events: 5 red cards draw yellow, its deck has 4',
    ]);
    expect(problemsWith((f) => (f.events.heresy.draws = 'white'))).toEqual([
      'events.heresy.draws: only a red card of the deck draws (null)',
    ]);
    expect(
      problemsWith(
        (f) =>
          (f.characters.urbain.steps = [
            [4, 1],
            [4, 3],
          ] as unknown as Record<string, unknown>),
      ),
    ).toEqual(['characters.urbain.steps: thresholds must rise (step 2)']);
  });

  it('not an object at all', () => {
    expect(troyesPrintedProblems([])).toEqual(['(the file): Invalid input: expected object, received array']);
  });
});
