import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishStrings } from '../boards';
import { gameInfos } from '../../games/meta';
import { createI18n, loadGameStrings } from './index';

// The language picked on a visit: loading.test.ts.

describe('game strings', () => {
  it("finds every board folder's en.ts by glob and takes its strings object, whatever its export is called", async () => {
    const boardsDir = join(import.meta.dirname, '../boards');
    const onDisk = readdirSync(boardsDir).filter((id) => existsSync(join(boardsDir, id, 'en.ts')));
    expect(Object.keys(englishStrings).sort()).toEqual(onDisk.sort());
    for (const [id, load] of Object.entries(englishStrings)) {
      const strings = await load();
      expect(Object.keys(strings).length, id).toBeGreaterThan(0);
    }
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
