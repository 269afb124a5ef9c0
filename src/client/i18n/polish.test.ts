import { describe, expect, it } from 'vitest';
import { createI18n, setLanguage } from './index';

// Polish counts in three forms (1 krok, 2 kroki, 5 kroków; 22 like 2, 12 like 5)
// and marks a past-tense verb's gender, which a player's name does not tell: the
// site's Polish strings read right for each form and speak of players in the
// present tense. Each game's Polish sentences: src/games/<id>/i18n/sentences.test.ts.

async function polish() {
  const i18n = createI18n();
  await setLanguage('pl', i18n, { remember: false });
  return i18n.getFixedT('pl');
}

const forms = [1, 2, 5, 12, 22] as const;

describe('Polish plural forms', () => {
  it('counts the steps to undo', async () => {
    const t = await polish();
    expect(forms.map((n) => t('table.undo', { count: n }))).toEqual([
      'Cofnij',
      'Cofnij (2 kroki)',
      'Cofnij (5 kroków)',
      'Cofnij (12 kroków)',
      'Cofnij (22 kroki)',
    ]);
  });
});

describe('Polish sentences about players', () => {
  it('use no past-tense verb whose ending would give the player a gender', async () => {
    const t = await polish();
    expect(t('common:table.awayWait', { seconds: 30 })).toBe(
      'Jeśli nie wróci, za 30 s możesz oddać to miejsce botowi albo je zwolnić.',
    );
  });
});
