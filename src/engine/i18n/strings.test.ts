import { describe, expect, it } from 'vitest';
import { missingStrings, parametersOf } from './strings';

describe('the strings check', () => {
  const messages = {
    log: { build: { player: 'player', building: 'text' }, gain: { player: 'player', count: 'number' } },
    prompt: { place: {} },
    counters: ['deniers'],
    scores: ['castle'],
  } as const;

  it('passes complete strings, plural forms and nested translations included', () => {
    expect(
      missingStrings(messages, {
        log: {
          build: '{{player}} builds $t(caylus:buildings.{{building}}).',
          gain_one: '{{player}} gains {{count}} denier.',
          gain_other: '{{player}} gains {{count}} deniers.',
        },
        prompt: { place: 'Place a worker.' },
        counter: { deniers: 'Deniers' },
        score: { castle: 'Castle' },
      }),
    ).toEqual([]);
  });

  it('names each missing key and each undeclared parameter', () => {
    expect(
      missingStrings(messages, {
        log: { build: '{{player}} builds {{what}}.', gain: '{{player}} gains {{count}}.' },
        prompt: { place: 'Place {{n}} workers.' },
        counter: {},
      }),
    ).toEqual([
      'log.build: uses {{what}}, which build does not declare',
      'prompt.place: uses {{n}}, which place does not declare',
      'counter.deniers: no string',
      'score.castle: no string',
    ]);
    expect(
      missingStrings(
        { ...messages, log: { build: { player: 'player' } } },
        { log: { build_other: '{{player}} builds.' } },
      ),
    ).toContain('log.build_other: a plural form, but build declares no count');
  });

  it('reads interpolations with formats and unescaped values', () => {
    expect(parametersOf('{{player}} pays {{- amount}} ({{price, number}}) $t(x.{{id}})')).toEqual([
      'player',
      'amount',
      'price',
      'id',
    ]);
  });
});
