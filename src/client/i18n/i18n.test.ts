import { describe, expect, it } from 'vitest';
import { boards, englishStrings, gameStrings } from '../boards';
import { gameInfos } from '../../games/meta';
import { createI18n, loadGameStrings, pickLanguage } from './index';

describe('languages', () => {
  it('takes the stored choice, else an offered browser language, else English', () => {
    expect(pickLanguage('en', ['fr-FR'])).toBe('en');
    expect(pickLanguage('xx', ['en-GB'])).toBe('en');
    expect(pickLanguage(null, ['de-DE', 'fr'])).toBe('en');
  });
});

describe('game strings', () => {
  it('finds each game\'s English file by glob, whatever its export is called', async () => {
    expect(englishStrings).toBe(gameStrings.en);
    for (const [id, load] of Object.entries(englishStrings)) {
      const strings = await load();
      expect(typeof strings, id).toBe('object');
    }
    // Boards are optional: the map only lists the ones that exist.
    for (const load of Object.values(boards)) expect(typeof load).toBe('function');
  });

  it('loads a registered game\'s log sentences into its namespace, and tolerates a game without strings', async () => {
    const i18n = createI18n();
    for (const info of gameInfos) {
      await loadGameStrings(info.id, i18n);
      if (englishStrings[info.id]) expect(i18n.getResourceBundle('en', info.id)?.log, info.id).toBeTypeOf('object');
    }
    await loadGameStrings('no-such-game', i18n);
    expect(i18n.t('no-such-game:log.x', { defaultValue: 'fallback' })).toBe('fallback');
  });
});
