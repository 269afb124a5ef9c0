import { describe, expect, it } from 'vitest';
import { pluralCategories, translationProblems } from './completeness';

describe('the completeness check', () => {
  const english = {
    title: 'Caylus',
    log: {
      build: '{{player}} builds $t(caylus:buildings.{{building}}).',
      gain_one: '{{player}} gains a denier.',
      gain_other: '{{player}} gains {{count}} deniers.',
    },
    rules: { sections: [{ title: 'A turn', points: ['Income.', 'Workers.'] }] },
  };

  it('passes a complete translation, plural forms of the language included, the number written out in "one"', () => {
    expect(
      translationProblems(
        english,
        {
          title: 'Caylus',
          log: {
            build: '$t(caylus:buildings.{{building}}) : construit par {{player}}.',
            gain_one: '{{player}} gagne un denier.',
            gain_many: '{{player}} gagne {{count}} de deniers.',
            gain_other: '{{player}} gagne {{count}} deniers.',
          },
          rules: { sections: [{ title: 'Un tour', points: ['Revenus.', 'Ouvriers.'] }] },
        },
        'fr',
        'caylus',
      ),
    ).toEqual([]);
  });

  it('names each missing, empty or extra key, lost placeholder or nesting, and missing or foreign plural form', () => {
    expect(
      translationProblems(
        english,
        {
          title: ' ',
          log: {
            build: '{{player}} construit $t(caylus:building.{{building}}).',
            gain_one: '{{player}} zyskuje denara.',
            gain_few: '{{player}} zyskuje denary.',
            gain_other: '{{player}} zyskuje {{count}} denarów.',
            gain_two: '{{player}} x',
          },
          rules: { sections: [{ title: 'Tura', points: ['Dochód.'] }] },
          extra: 'x',
        },
        'pl',
        'caylus',
      ),
    ).toEqual([
      'caylus.title: empty',
      'caylus.log.build: lacks $t(caylus:buildings.{{building}})',
      'caylus.rules.sections.0.points.1: missing',
      'caylus.log.gain_few: lacks {{count}}',
      'caylus.log.gain_many: missing',
      "caylus.log.gain_two: pl has no 'two' plural form",
      'caylus.extra: not in English',
    ]);
  });

  it("keeps English's `_zero` sentence (i18next reads it for 0 in every language) and allows it where English has none", () => {
    const en = {
      placed_zero: 'No citizen is placed.',
      placed_one: 'A citizen is placed.',
      placed_other: '{{count}} citizens are placed.',
    };
    expect(
      translationProblems(
        en,
        { placed_one: 'Un citoyen.', placed_many: '{{count}} de citoyens.', placed_other: '{{count}} citoyens.' },
        'fr',
        'x',
      ),
    ).toEqual(['x.placed_zero: missing']);
    expect(
      translationProblems(
        { placed_one: en.placed_one, placed_other: en.placed_other },
        {
          placed_zero: 'Aucun.',
          placed_one: 'Un citoyen.',
          placed_many: '{{count}} de citoyens.',
          placed_other: '{{count}} citoyens.',
        },
        'fr',
        'x',
      ),
    ).toEqual([]);
  });

  it("asks Breton's 'one' (also 21, 31…) to show the number, Vietnamese only 'other'", () => {
    expect(pluralCategories('br')).toEqual(['one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('vi')).toEqual(['other']);
    const log = {
      gain_one: '{{player}} gounid un diner.',
      gain_two: '{{player}} gounid {{count}} ziner.',
      gain_few: '{{player}} gounid {{count}} diner.',
      gain_many: '{{player}} gounid {{count}} a zinerioù.',
      gain_other: '{{player}} gounid {{count}} diner.',
    };
    expect(translationProblems({ log: english.log }, { log }, 'br', 'caylus')).toEqual([
      'caylus.log.build: missing',
      'caylus.log.gain_one: lacks {{count}}',
    ]);
    expect(
      translationProblems(
        { log: english.log },
        { log: { build: '$t(caylus:buildings.{{building}}) {{player}}', gain_other: '{{player}} {{count}} đồng.' } },
        'vi',
        'caylus',
      ),
    ).toEqual([]);
  });
});
