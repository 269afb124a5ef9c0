import type { State } from 'boardgame.io';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../games';
import { viewOf, type AnyContractGame, type GameState, type LogEntry, type Prompt } from '../../engine/contract';
import { playRandomGame } from '../../engine/testing/playout';
import { renderSentence } from '../kit/sentence';
import { createI18n, loadGameStrings, setLanguage } from './index';
import { offeredLanguages, type LanguageCode } from './languages';

// Every log line and prompt that seeded random games of each registered game
// produce renders in every offered language (and those named in I18N_CHECK) as the
// table kit renders it (kit/sentence.tsx): no raw key, no `{{`, no `$t(`, nothing
// looked up in vain (a nested name included), no English word left as an id.

const candidates = (process.env.I18N_CHECK ?? '').split(',').filter(Boolean) as LanguageCode[];
const languages = Array.from(new Set<LanguageCode>([...offeredLanguages, ...candidates]));

interface Said {
  kind: 'log' | 'prompt';
  entry: LogEntry | Prompt;
}

/** What whole seeded games of `game` say: each distinct log entry and prompt (every seat's and a spectator's). */
function sayings(game: AnyContractGame): Said[] {
  const { spec } = game;
  const seen = new Map<string, Said>();
  const add = (kind: Said['kind'], entry: LogEntry | Prompt) => {
    const id = `${kind}:${JSON.stringify(entry)}`;
    if (!seen.has(id)) seen.set(id, { kind, entry });
  };
  // Default options with three seats (or the most the game takes), and every boolean option turned over with the fewest.
  const flipped = Object.fromEntries(
    Object.entries(spec.options)
      .filter(([, o]) => o.kind === 'boolean')
      .map(([id, o]) => [id, !o.default]),
  );
  const runs = [
    { numPlayers: Math.min(3, spec.info.maxPlayers), setupData: undefined },
    { numPlayers: spec.info.minPlayers, setupData: flipped },
  ];
  runs.forEach(({ numPlayers, setupData }, i) => {
    playRandomGame<GameState>(game, {
      numPlayers,
      seed: `i18n-${spec.info.id}-${i}`,
      setupData,
      check: (before: State<GameState>, after: State<GameState>) => {
        for (const e of after.G.log.slice(before.G.log.length)) add('log', e);
        if (after.ctx.gameover) return;
        for (const viewer of [...after.ctx.playOrder, null])
          add('prompt', spec.prompt(viewOf(spec, after.G, viewer), viewer));
      },
    });
  });
  return Array.from(seen.values());
}

const said = new Map<string, Said[]>();
beforeAll(() => {
  for (const game of games) said.set(game.name, sayings(game));
}, 240_000);

/** An instance in `language` with `gameId`'s strings, recording every key looked up in vain. */
async function instanceFor(language: LanguageCode, gameId: string): Promise<{ i18n: I18n; misses: string[] }> {
  const i18n = createI18n();
  await setLanguage(language, i18n, { remember: false });
  await loadGameStrings(gameId, i18n);
  const misses: string[] = [];
  i18n.on('missingKey', (_lngs: readonly string[], namespace: string, key: string) => {
    // A list item without a name of its own shows its id: fine for numbers and
    // labels like "r4" or "TU1", not for a word, which would stay English.
    const item = /^listItem\.(?:\w+\.)?(.+)$/.exec(key)?.[1];
    if (item !== undefined && !/^[a-z]{2,}$/i.test(item)) return;
    misses.push(`${namespace}:${key}`);
  });
  return { i18n, misses };
}

describe.each(languages)('%s', (language) => {
  it.each(games.map((g) => g.name))(
    'renders every log line and prompt of seeded %s games',
    async (gameId) => {
      const game = games.find((g) => g.name === gameId) as AnyContractGame;
      const { i18n, misses } = await instanceFor(language, gameId);
      const t = i18n.getFixedT(language);
      const entries = said.get(gameId) ?? [];
      expect(entries.length, gameId).toBeGreaterThan(20);
      const bad: string[] = [];
      for (const { kind, entry } of entries) {
        const catalogue = kind === 'log' ? game.spec.messages.log : game.spec.messages.prompt;
        const kinds = Object.hasOwn(catalogue, entry.key) ? catalogue[entry.key] : {};
        const nodes = renderSentence(t, gameId, `${kind}.${entry.key}`, entry.params, kinds);
        const text = nodes.filter((n) => typeof n === 'string').join('');
        const raw = new RegExp(`\\{\\{|\\}\\}|\\$t\\(|${gameId}:|\\b(log|prompt)\\.\\w`);
        if (nodes.length === 0 || raw.test(text)) bad.push(`${kind}.${entry.key}: ${JSON.stringify(text)}`);
      }
      expect(bad).toEqual([]);
      expect(Array.from(new Set(misses)).sort()).toEqual([]);
    },
    60_000,
  );
});

describe('the check itself', () => {
  it('sees a missing sentence, a lost nesting and an English word left as an id', async () => {
    const { i18n, misses } = await instanceFor('en', 'caylus');
    const t = i18n.getFixedT('en');
    const text = (nodes: ReturnType<typeof renderSentence>) => nodes.filter((n) => typeof n === 'string').join('');
    expect(text(renderSentence(t, 'caylus', 'log.noSuchKey', { count: 2 }))).toBe('log.noSuchKey (count: 2)');
    i18n.addResourceBundle('en', 'caylus', { log: { probe: 'Gains $t(caylus:buildings.{{building}}).' } }, true, true);
    expect(text(renderSentence(t, 'caylus', 'log.probe', { building: 'castle9' }))).toBe('Gains buildings.castle9.');
    renderSentence(
      t,
      'caylus',
      'log.income',
      { player: '0', deniers: 3, cubes: ['food', 'silk', '4'] },
      { player: 'player', cubes: 'list' },
    );
    expect(misses).toEqual(['caylus:log.noSuchKey', 'caylus:buildings.castle9', 'caylus:listItem.silk']);
  });
});
