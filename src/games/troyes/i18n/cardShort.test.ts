// Each activity card says what it does twice: in brief on the card itself, and in
// full in its tooltip. The brief sentence exists for every card in every language,
// uses only the card's own numbers, and is shorter than the full one: short enough
// for the card at desktop width.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ACTIVITY_CARDS } from '..';
import type { GameStrings } from '../../../engine/i18n/types';
import { br } from './br';
import { en } from './en';
import { fr } from './fr';
import { pl } from './pl';
import { vi } from './vi';

const LANGUAGES = { en, fr, pl, vi, br } as const;
/** About two lines of a card's width at a desktop board. */
const LONGEST = 60;

const placeholders = (sentence: string) => [...sentence.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name);

function fixedT(language: string, strings: object) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { troyes: strings as unknown as GameStrings } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT(language, 'troyes');
}

describe.each(Object.entries(LANGUAGES))('the activity cards in brief (%s)', (language, strings) => {
  const t = fixedT(language, strings);
  const short = strings.cardShort as Record<string, string>;

  it('has a short sentence for every card, using only its data row’s numbers', () => {
    expect(Object.keys(short).sort()).toEqual(ACTIVITY_CARDS.map((c) => c.id).sort());
    for (const c of ACTIVITY_CARDS) {
      for (const name of placeholders(short[c.id] ?? '')) expect(c.effect, `${c.id}.${name}`).toHaveProperty(name);
    }
  });

  it('says each card in fewer words than its full text, short enough for the card', () => {
    for (const c of ACTIVITY_CARDS) {
      const params = Object.fromEntries(Object.entries(c.effect).filter(([, v]) => typeof v === 'number'));
      const brief = String(t(`cardShort.${c.id}`, params));
      const full = String(t(`cardText.${c.id}`, params));
      expect(brief, c.id).not.toMatch(/\{\{|\$t\(|cardShort/);
      expect(brief.length, `${c.id}: ${brief}`).toBeLessThan(full.length);
      expect(brief.length, `${c.id}: ${brief}`).toBeLessThanOrEqual(LONGEST);
    }
  });
});
