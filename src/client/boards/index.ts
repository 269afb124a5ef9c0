import type { BoardModule } from '../kit/types';

// Each game's board lives in boards/<id>/ (its strings beside the game:
// src/games/<id>/i18n, loaded by i18n/games.ts). Boards are found by glob so a
// game whose board does not exist yet still builds; every entry is a lazy import
// and stays out of the home page's bundle.
const boardModules = import.meta.glob<BoardModule>('./*/Board.tsx');

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
