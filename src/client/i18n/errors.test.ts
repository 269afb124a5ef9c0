import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { errorReason, RequestError } from './errors';
import { formatClock } from '../kit/clock';
import { formatDecimal } from './format';

describe('errors as players read them', () => {
  const t = createI18n().getFixedT('en');

  it("says what a refused request means by its status, ours or the Lobby client's, never the server's English text", () => {
    expect(errorReason(t, new RequestError(409, 'the table has started'))).toBe(
      'the seat is taken or the game has already started',
    );
    expect(errorReason(t, new Error('HTTP status 429'))).toBe('too many requests: wait a moment and try again');
    expect(errorReason(t, new Error('HTTP status 403'))).toBe('the server refused it');
    expect(errorReason(t, new RequestError(404, 'no such match'))).toBe('this table or seat no longer exists');
    expect(errorReason(t, new RequestError(400, 'bad body'))).toBe('the server did not accept the request');
    expect(errorReason(t, new RequestError(503, 'down'))).toBe('the server ran into a problem');
  });

  it('tells a network failure from anything else', () => {
    expect(errorReason(t, new TypeError('Failed to fetch'))).toBe('no answer (check your connection)');
    expect(errorReason(t, new Error('Unknown game chess'))).toBe('an unexpected error');
  });
});

describe('numbers in sentences', () => {
  it.each([
    ['en', '12,345.5 deniers'],
    ['fr', '12\u202f345,5 deniers'],
    ['pl', '12\u00a0345,5 deniers'],
    ['vi', '12.345,5 deniers'],
    ['br', '12\u00a0345,5 deniers'],
  ])("are written as %s writes them through i18next's number formatter", async (language, expected) => {
    const i18n = createI18n();
    i18n.addResourceBundle(language, 'common', { probe: '{{n, number}} deniers' }, true, true);
    await i18n.changeLanguage(language);
    expect(i18n.t('probe', { n: 12345.5 })).toBe(expected);
  });
});

describe('numbers the client writes itself', () => {
  it("uses the language's decimal sign and digits", () => {
    expect(formatDecimal('en', 0.7, 1)).toBe('0.7');
    expect(formatDecimal('fr', 0.7, 1)).toBe('0,7');
    expect(formatDecimal('pl', 2, 1)).toBe('2,0');
    expect(formatClock(65_900, 'en')).toBe('1:05');
    expect(formatClock(600_000, 'vi')).toBe('10:00');
    expect(formatClock(-3000, 'fr')).toBe('0:00');
  });
});
