import type { GameInfoStrings, GameStrings } from '../../engine/i18n/types';
import { addedGames } from '../registry/e2eGames';

// Each game's strings live beside the game, one file per language named by its
// two-letter code: src/games/<id>/i18n/en.ts, fr.ts... They are found by glob, each
// a lazy chunk of its own: a table downloads its own game's strings in its
// language only. The home page needs a game's description alone: each file exports
// it apart as `info`, and the `?info` instance of the file keeps nothing else (the
// bundler drops the unused rest), so the home page loads a few words per game.
const stringModules = import.meta.glob<Record<string, unknown>>('../../games/*/i18n/[a-z][a-z].ts');
const infoModules = import.meta.glob<GameInfoStrings>(
  ['../../games/*/i18n/[a-z][a-z].ts', '!../../games/*/i18n/en.ts'],
  { query: '?info', import: 'info' },
);
// English is the first paint's and every language's fallback: bundled with the page.
const englishInfoModules = import.meta.glob<GameInfoStrings>('../../games/*/i18n/en.ts', {
  query: '?info',
  import: 'info',
  eager: true,
});

/** `../../games/<id>/i18n/<code>.ts` → [id, code]. */
function place(path: string): [id: string, language: string] | null {
  const parts = path.split('/');
  const id = parts[3];
  const language = parts[5]?.slice(0, 2);
  return id && language ? [id, language] : null;
}

function byLanguage<T>(modules: Record<string, T>): Record<string, Record<string, T>> {
  const out: Record<string, Record<string, T>> = {};
  for (const [path, value] of Object.entries(modules)) {
    const at = place(path);
    if (at) (out[at[1]] ??= {})[at[0]] = value;
  }
  return out;
}

/** Language → game id → lazy strings (`{ log: {...}, prompt: {...}, ... }`). */
export const gameStrings: Record<string, Record<string, () => Promise<GameStrings>>> = {};
for (const [language, games] of Object.entries(byLanguage(stringModules))) {
  gameStrings[language] = Object.fromEntries(
    Object.entries(games).map(([id, load]) => [id, async () => pickStrings(await load())]),
  );
}

// A game a build adds (registry/e2eGames.ts) brings its English strings.
for (const added of addedGames) (gameStrings.en ??= {})[added.id] = added.strings;

/** Game id → lazy English strings. */
export const englishStrings: Record<string, () => Promise<GameStrings>> = gameStrings.en ?? {};

/** Game id → its description in English, as the home page shows it. */
export const englishDescriptions: Record<string, string> = Object.fromEntries(
  Object.entries(byLanguage(englishInfoModules).en ?? {}).map(([id, info]) => [id, info.description]),
);

const infoLoaders = byLanguage(infoModules);

/** Game id → its description in `language`, for the games translated into it. */
export async function loadDescriptions(language: string): Promise<Record<string, string>> {
  if (language === 'en') return englishDescriptions;
  const loads = Object.entries(infoLoaders[language] ?? {});
  const infos = await Promise.all(loads.map(async ([id, load]) => [id, (await load()).description] as const));
  return Object.fromEntries(infos);
}

// Each strings file exports its object as default (and under its language's name).
function pickStrings(mod: Record<string, unknown>): GameStrings {
  const candidate = mod.default;
  return (typeof candidate === 'object' && candidate !== null ? candidate : {}) as GameStrings;
}
