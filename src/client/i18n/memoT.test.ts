import { describe, expect, it, vi } from 'vitest';
import { createI18n, setLanguage } from './index';

describe('translate functions remember their strings', () => {
  it('looks a string up once, and again after strings are added or the language changes', async () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'demo', { hello: 'Hello {{name}}' }, true, true);
    const translate = vi.spyOn(
      (i18n as unknown as { translator: { translate: (...a: unknown[]) => unknown } }).translator,
      'translate',
    );
    const t = i18n.getFixedT('en', 'demo');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('hello', { name: 'Bob' })).toBe('Hello Bob');
    expect(translate).toHaveBeenCalledTimes(2);
    // The same function, after new strings came: the new wording.
    i18n.addResourceBundle('en', 'demo', { hello: 'Hi {{name}}' }, true, true);
    expect(t('hello', { name: 'Ada' })).toBe('Hi Ada');
    expect(translate).toHaveBeenCalledTimes(3);
    await setLanguage('fr', i18n, { remember: false });
    expect(i18n.getFixedT('fr', 'common')('log.title')).toBe(i18n.getFixedT('fr', 'common')('log.title'));
    expect(i18n.getFixedT('fr', 'common')('log.title')).not.toBe(i18n.getFixedT('en', 'common')('log.title'));
  });

  it('remembers whether a string exists until strings are added', () => {
    const i18n = createI18n();
    const resolve = vi.spyOn(
      (i18n as unknown as { translator: { exists: (...a: unknown[]) => boolean } }).translator,
      'exists',
    );
    expect(i18n.exists('demo:counterHelp.vp')).toBe(false);
    expect(i18n.exists('demo:counterHelp.vp')).toBe(false);
    expect(resolve).toHaveBeenCalledTimes(1);
    i18n.addResourceBundle('en', 'demo', { counterHelp: { vp: 'Victory points' } }, true, true);
    expect(i18n.exists('demo:counterHelp.vp')).toBe(true);
  });

  it('does not remember a lookup whose options are not plain data', () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'demo', { hello: 'Hello {{who.name}}' }, true, true);
    const t = i18n.getFixedT('en', 'demo');
    const who = { name: 'Ada' };
    expect(t('hello', { who })).toBe('Hello Ada');
    who.name = 'Bob';
    expect(t('hello', { who })).toBe('Hello Bob');
  });
});
