import { describe, expect, it } from 'vitest';
import type { MessageCatalogue } from '../../engine/contract';
import { fixtureGame } from '../../engine/fixture/game';
import { missingStrings } from '../../engine/i18n/strings';
import { commonPrompts } from '../kit/commonMessages';
import { fixtureEn } from '../test/fixture-en';
import { common } from './en';

// The fixture game's strings (kept with the client's tests) and the site's own
// prompts have a sentence for every declared key, using only declared parameters.
// Every registered game's are checked in src/games/text.test.ts.

describe('the fixture game', () => {
  it('has an English string for every declared log, prompt, counter and score key, using only declared parameters', () => {
    expect(missingStrings(fixtureGame.spec.messages, fixtureEn)).toEqual([]);
  });
});

describe("the site's own prompts", () => {
  it('are declared with their kinds, and each has a sentence using only its parameters', () => {
    const catalogue: MessageCatalogue = commonPrompts;
    expect(Object.keys(common.prompt).sort()).toEqual(Object.keys(catalogue).sort());
    expect(missingStrings({ log: {}, prompt: catalogue, counters: [], scores: [] }, common)).toEqual([]);
  });
});
