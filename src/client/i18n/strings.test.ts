import { describe, expect, it } from 'vitest';
import type { MessageCatalogue } from '../../engine/contract';
import { fixtureGame } from '../../engine/fixture/game';
import { gameInfos } from '../../games/meta';
import { englishStrings } from '../boards';
import { commonPrompts } from '../kit/commonMessages';
import type { GameStrings } from '../kit/types';
import { loadGame } from '../registry/loadGame';
import { fixtureEn } from '../test/fixture-en';
import { common } from './en';
import { missingStrings, parametersOf } from './strings';

// Every log entry and prompt a game can produce, every counter and score category
// it declares, has an English sentence that uses only the declared parameters: for
// every registered game (strings in src/client/boards/<id>/en.ts) and the fixture.

const tables = [
  ...gameInfos.map((info) => ({
    id: info.id,
    game: () => loadGame(info.id),
    strings: englishStrings[info.id] ?? (async () => undefined),
  })),
  { id: 'fixture', game: async () => fixtureGame, strings: async (): Promise<GameStrings> => fixtureEn },
];

describe.each(tables)('$id', ({ id, game, strings }) => {
  it('has an English string for every declared log, prompt, counter and score key, using only declared parameters', async () => {
    const { spec } = await game();
    const en = await strings();
    expect(en, `src/client/boards/${id}/en.ts is missing`).toBeDefined();
    expect(missingStrings(spec.messages, en)).toEqual([]);
  });
});

describe("the site's own prompts", () => {
  it('are declared with their kinds, and each has a sentence using only its parameters', () => {
    const catalogue: MessageCatalogue = commonPrompts;
    expect(Object.keys(common.prompt).sort()).toEqual(Object.keys(catalogue).sort());
    expect(missingStrings({ log: {}, prompt: catalogue, counters: [], scores: [] }, common)).toEqual([]);
  });
});

describe('the strings check', () => {
  const messages = {
    log: { build: { player: 'player', building: 'text' }, gain: { player: 'player', count: 'number' } },
    prompt: { place: {} },
    counters: ['deniers'],
    scores: ['castle'],
  } as const;

  it('passes complete strings, plural forms and nested translations included', () => {
    expect(missingStrings(messages, {
      log: {
        build: '{{player}} builds $t(caylus:buildings.{{building}}).',
        gain_one: '{{player}} gains {{count}} denier.',
        gain_other: '{{player}} gains {{count}} deniers.',
      },
      prompt: { place: 'Place a worker.' },
      counter: { deniers: 'Deniers' },
      score: { castle: 'Castle' },
    })).toEqual([]);
  });

  it('names each missing key and each undeclared parameter', () => {
    expect(missingStrings(messages, {
      log: { build: '{{player}} builds {{what}}.', gain: '{{player}} gains {{count}}.' },
      prompt: { place: 'Place {{n}} workers.' },
      counter: {},
    })).toEqual([
      'log.build: uses {{what}}, which build does not declare',
      'prompt.place: uses {{n}}, which place does not declare',
      'counter.deniers: no string',
      'score.castle: no string',
    ]);
    expect(missingStrings({ ...messages, log: { build: { player: 'player' } } }, { log: { build_other: '{{player}} builds.' } }))
      .toContain('log.build_other: a plural form, but build declares no count');
  });

  it('reads interpolations with formats and unescaped values', () => {
    expect(parametersOf('{{player}} pays {{- amount}} ({{price, number}}) $t(x.{{id}})')).toEqual(['player', 'amount', 'price', 'id']);
  });
});
