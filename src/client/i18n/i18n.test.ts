import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishDescriptions, englishStrings } from './games';
import { gameInfos } from '../../games/meta';
import { createI18n, loadGameStrings } from './index';

// The language picked on a visit: loading.test.ts.

describe('game strings', () => {
  it("finds every game's i18n/en.ts by glob and takes its default export, and its description apart", async () => {
    const gamesDir = join(import.meta.dirname, '../../games');
    const onDisk = readdirSync(gamesDir).filter((id) => existsSync(join(gamesDir, id, 'i18n', 'en.ts')));
    expect(Object.keys(englishStrings).sort()).toEqual(onDisk.sort());
    expect(Object.keys(englishDescriptions).sort()).toEqual(onDisk.sort());
    for (const [id, load] of Object.entries(englishStrings)) {
      const strings = await load();
      expect(Object.keys(strings).length, id).toBeGreaterThan(0);
    }
  });

  it("loads a registered game's log sentences into its namespace, and tolerates a game without strings", async () => {
    const i18n = createI18n();
    for (const info of gameInfos) {
      await loadGameStrings(info.id, i18n);
      if (englishStrings[info.id]) expect(i18n.getResourceBundle('en', info.id)?.log, info.id).toBeTypeOf('object');
    }
    await loadGameStrings('no-such-game', i18n);
    expect(i18n.t('no-such-game:log.x', { defaultValue: 'fallback' })).toBe('fallback');
  });
});
