import { describe, expect, it } from 'vitest';
import { createI18n, setLanguage } from './index';

// A Breton noun stays singular after a number and mutates: soft after 2 (and 22, 32…),
// spirant after 3, 4, 9 (and 23, 24, 29…), none after 1, 5–8, 10–20; a million takes
// "a" and the plural. Those are exactly Breton's plural categories, so the site's
// Breton strings read right for every number. Each game's Breton sentences:
// src/games/<id>/i18n/sentences.test.ts.

async function breton() {
  const i18n = createI18n();
  await setLanguage('br', i18n, { remember: false });
  return i18n.getFixedT('br');
}

describe('Breton counted words', () => {
  it("shows the number in the site's 'one' form, which also says 21", async () => {
    const t = await breton();
    expect([1, 2, 21].map((count) => t('table.undo', { count }))).toEqual([
      'Dizober (1 pazenn)',
      'Dizober (2 bazenn)',
      'Dizober (21 pazenn)',
    ]);
  });
});
