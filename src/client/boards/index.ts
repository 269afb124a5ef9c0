import type { BoardModule, GameStrings } from '../kit/types';
import { addedGames } from '../registry/e2eGames';

// Each game's board and English strings live in boards/<id>/. They are found by
// glob so a game whose board or strings do not exist yet still builds; every
// entry is a lazy import and stays out of the home page's bundle.
const boardModules = import.meta.glob<BoardModule>('./*/Board.tsx');
// One file per language, named by its two-letter code: en.ts, fr.ts...
const stringModules = import.meta.glob<Record<string, unknown>>('./*/[a-z][a-z].ts');

function byGameId<T>(modules: Record<string, () => Promise<T>>): Record<string, () => Promise<T>> {
  const out: Record<string, () => Promise<T>> = {};
  for (const [path, load] of Object.entries(modules)) {
    const id = path.split('/')[1];
    if (id) out[id] = load;
  }
  return out;
}

/** Game id → lazy `() => import('./<id>/Board')`. */
export const boards: Record<string, () => Promise<BoardModule>> = byGameId(boardModules);

/** Language → game id → lazy resources (`{ log: {...}, prompt: {...}, ... }`). */
export const gameStrings: Record<string, Record<string, () => Promise<GameStrings>>> = {};
for (const [path, load] of Object.entries(stringModules)) {
  const [, id, file] = path.split('/');
  const language = file?.slice(0, 2);
  if (!id || !language) continue;
  (gameStrings[language] ??= {})[id] = async () => pickStrings(await load());
}

// A game a build adds (registry/e2eGames.ts) brings its English strings.
for (const added of addedGames) (gameStrings.en ??= {})[added.id] = added.strings;

/** Game id → lazy English resources. */
export const englishStrings: Record<string, () => Promise<GameStrings>> = gameStrings.en ?? {};

// Engineers may export the object as default or under a name; accept either.
function pickStrings(mod: Record<string, unknown>): GameStrings {
  const candidate = mod.default ?? mod.en ?? Object.values(mod).find((v) => typeof v === 'object' && v !== null);
  return (typeof candidate === 'object' && candidate !== null ? candidate : {}) as GameStrings;
}
