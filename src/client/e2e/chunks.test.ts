import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { offeredLanguages } from '../i18n/languages';
import { repoRoot } from './harness';

// The production build's chunk graph: a table loads its own game's rules, board and
// strings and nothing of another game's; the page chunks carry no game's rules and
// of its strings only the home page's description (`i18n/<code>.ts?info`, the
// file's `info` alone); the bot worker loads one game per chunk; the test-only
// fixture game is not shipped. Also prints each game's gzipped chunk sizes.

interface Chunk {
  fileName: string;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  code: string;
}

interface Bundle {
  chunks: Map<string, Chunk>;
}

const gamesDir = join(repoRoot, 'src/games');
/** Every folder of src/games holding a game (the fixture included). */
const gameIds = readdirSync(gamesDir).filter((id) => existsSync(join(gamesDir, id, 'game.ts')));
const registered = gameIds.filter((id) => id !== 'fixture');

/** A module's path from the root; a game strings file's description-only instance keeps its `?info`. */
const rel = (id: string) => relative(repoRoot, id.split('?')[0] ?? id) + (/\?info$/.test(id) ? '?info' : '');
/** Modules of a game any page may hold: its home-page info and options, and its descriptions. */
const pageInfo = (id: string, m: string) =>
  m === `src/games/${id}/meta.ts` || new RegExp(`^src/games/${id}/i18n/[a-z]{2}\\.ts\\?info$`).test(m);
/** A game's rules: its modules but its info and its strings. */
const isRules = (id: string, m: string) =>
  m.startsWith(`src/games/${id}/`) && !pageInfo(id, m) && !m.startsWith(`src/games/${id}/i18n/`);

interface OutputItem {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  moduleIds?: string[];
  code?: string;
}

function toChunk(c: OutputItem): Chunk | null {
  if (c.type !== 'chunk') return null;
  return {
    fileName: c.fileName,
    facade: c.facadeModuleId ? rel(c.facadeModuleId) : null,
    imports: c.imports ?? [],
    dynamicImports: c.dynamicImports ?? [],
    modules: (c.moduleIds ?? []).filter((m) => !m.startsWith('\0')).map(rel),
    code: c.code ?? '',
  };
}

function recorder(into: Bundle): Plugin {
  return {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        const chunk = toChunk(item as OutputItem);
        if (chunk) into.chunks.set(chunk.fileName, chunk);
      }
    },
  };
}

const page: Bundle = { chunks: new Map() };
const worker: Bundle = { chunks: new Map() };

beforeAll(async () => {
  const env = { NODE_ENV: process.env.NODE_ENV, VITE_E2E_FIXTURE: process.env.VITE_E2E_FIXTURE };
  // Vitest sets NODE_ENV=test, which would make a development build.
  process.env.NODE_ENV = 'production';
  delete process.env.VITE_E2E_FIXTURE;
  try {
    await build({
      configFile: join(repoRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false },
      plugins: [recorder(page)],
      worker: { plugins: () => [recorder(worker)] },
    });
  } finally {
    process.env.NODE_ENV = env.NODE_ENV;
    if (env.VITE_E2E_FIXTURE !== undefined) process.env.VITE_E2E_FIXTURE = env.VITE_E2E_FIXTURE;
  }
}, 120_000);

/** The chunk a dynamic import of `module` loads (its facade, or the chunk holding it). */
function entry(bundle: Bundle, module: string): Chunk | undefined {
  const chunks = Array.from(bundle.chunks.values());
  return chunks.find((c) => c.facade === module) ?? chunks.find((c) => c.modules.includes(module));
}

/** The chunk and everything it imports statically (what loading it downloads). */
function closure(bundle: Bundle, start: Chunk | undefined): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (c: Chunk | undefined) => {
    if (!c || seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const i of c.imports) visit(bundle.chunks.get(i));
  };
  visit(start);
  return Array.from(seen.values());
}

/** What the home page itself shows of every game: its info (meta.ts) and its emblem. */
const onHomePage = (m: string) =>
  /^src\/games\/[^/]+\/(?:meta\.ts|i18n\/[a-z]{2}\.ts\?info)$|^src\/client\/boards\/[^/]+\/Emblem\.tsx$/.test(m);

/**
 * Modules of other games than `own` (their rules, boards or strings) among these
 * chunks; their home-page info, descriptions and emblems are the home page's already.
 */
function foreign(chunks: readonly Chunk[], own: string | null): string[] {
  const others = gameIds.filter((id) => id !== own);
  return chunks
    .flatMap((c) => c.modules)
    .filter(
      (m) =>
        !onHomePage(m) &&
        others.some((id) => m.startsWith(`src/games/${id}/`) || m.startsWith(`src/client/boards/${id}/`)),
    );
}

/** The games whose rules are among these chunks. */
function gamesIn(chunks: readonly Chunk[]): string[] {
  const modules = chunks.flatMap((c) => c.modules);
  return gameIds.filter((id) => modules.some((m) => isRules(id, m)));
}

/** What registry/loadGame.ts can load, each import with what it downloads: game id -> chunks. */
function loaded(bundle: Bundle): Map<string, Chunk[]> {
  const loader = Array.from(bundle.chunks.values()).find((c) => c.modules.includes('src/client/registry/loadGame.ts'));
  expect(loader, 'no chunk holds registry/loadGame.ts').toBeDefined();
  const out = new Map<string, Chunk[]>();
  for (const file of loader?.dynamicImports ?? []) {
    const target = bundle.chunks.get(file);
    // The same chunk may also hold boards/index.ts, whose lazy imports are boards and strings.
    if (!target || target.modules.some((m) => m.startsWith('src/client/boards/'))) continue;
    const chunks = closure(bundle, target);
    for (const id of gamesIn(chunks)) out.set(id, [...(out.get(id) ?? []), ...chunks]);
  }
  for (const [id, chunks] of out) out.set(id, Array.from(new Map(chunks.map((c) => [c.fileName, c])).values()));
  return out;
}

/** What a table of `id` downloads: its rules as loadGame loads them, its board and strings, with what they import. */
function tableOf(id: string): Chunk[] {
  return [
    ...(loaded(page).get(id) ?? []),
    ...[`src/client/boards/${id}/Board.tsx`, `src/games/${id}/i18n/en.ts`].flatMap((m) =>
      closure(page, entry(page, m)),
    ),
  ];
}

const gz = (chunks: readonly Chunk[]) => chunks.reduce((n, c) => n + gzipSync(c.code).length, 0);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

describe('chunks of the production build', () => {
  it.each([
    ['page', page],
    ['bot worker', worker],
  ] as const)("the %s loads one game's rules per lazy import, every registered game", (_name, bundle) => {
    const byGame = loaded(bundle);
    expect([...byGame.keys()].sort()).toEqual([...registered].sort());
    for (const [id, chunks] of byGame) expect(gamesIn(chunks), id).toEqual([id]);
  });

  it.each(registered)("a %s table loads no other game's rules, board or strings", (id) => {
    expect(loaded(page).get(id), `loadGame cannot load ${id}`).toBeDefined();
    expect(foreign(tableOf(id), id)).toEqual([]);
  });

  it("the pages and the worker itself carry no game's rules or strings (only home-page info: meta.ts, descriptions)", () => {
    const starts = [
      entry(page, 'src/client/index.html'),
      entry(page, 'src/client/local/LocalPage.tsx'),
      entry(page, 'src/client/play/OnlineTablePage.tsx'),
      entry(page, 'src/client/lobby/LobbyPage.tsx'),
    ];
    expect(starts.every(Boolean)).toBe(true);
    const pageModules = starts.flatMap((s) => closure(page, s)).flatMap((c) => c.modules);
    const workerModules = closure(worker, entry(worker, 'src/client/bots/bot.worker.ts')).flatMap((c) => c.modules);
    expect(workerModules.length).toBeGreaterThan(0);
    const rules = (m: string) =>
      !onHomePage(m) &&
      (gameIds.some((id) => m.startsWith(`src/games/${id}/`)) ||
        (m.startsWith('src/client/boards/') && m !== 'src/client/boards/index.ts'));
    expect([...pageModules, ...workerModules].filter(rules)).toEqual([]);
  });

  it("the home page's card pictures draw from a game's data (through its index.ts), never its rules", () => {
    const pictures = registered
      .map((id) => entry(page, `src/client/boards/${id}/CardPicture.tsx`))
      .filter((c) => c !== undefined);
    expect(pictures.length).toBeGreaterThan(0);
    const modules = pictures.flatMap((p) => closure(page, p)).flatMap((c) => c.modules);
    const allowed = /^src\/games\/(?:meta\.ts|[^/]+\/(?:meta\.ts|index\.ts|data\/))/;
    expect(modules.filter((m) => m.startsWith('src/games/') && !allowed.test(m))).toEqual([]);
  });

  it("ships nothing of the test-only fixture game or the client's test helpers", () => {
    const all = [...page.chunks.values(), ...worker.chunks.values()].flatMap((c) => c.modules);
    expect(all.filter((m) => m.startsWith('src/engine/fixture/') || m.startsWith('src/client/test/'))).toEqual([]);
  });

  it("reports the gzipped size of what each game's table adds", () => {
    const shell = new Set(
      ['src/client/index.html', 'src/client/local/LocalPage.tsx', 'src/client/play/OnlineTablePage.tsx']
        .flatMap((f) => closure(page, entry(page, f)))
        .map((c) => c.fileName),
    );
    const lines = registered.map((id) => {
      const own = (facade: string) => closure(page, entry(page, facade)).filter((c) => !shell.has(c.fileName));
      const rules = (loaded(page).get(id) ?? []).filter((c) => !shell.has(c.fileName));
      const board = own(`src/client/boards/${id}/Board.tsx`).filter(
        (c) => !rules.some((r) => r.fileName === c.fileName),
      );
      const strings = own(`src/games/${id}/i18n/en.ts`);
      const table = Array.from(new Map([...rules, ...board, ...strings].map((c) => [c.fileName, c])).values());
      const inWorker = (loaded(worker).get(id) ?? []).filter((c) => c.facade !== 'src/client/bots/bot.worker.ts');
      return (
        `${id}: rules ${kB(gz(rules))}, board ${kB(gz(board))}, strings ${kB(gz(strings))}, ` +
        `table total ${kB(gz(table))} (${table.length} chunks); worker rules ${kB(gz(inWorker))}`
      );
    });
    const home = closure(page, entry(page, 'src/client/index.html'));
    console.log(`gzip sizes beyond the table page\n  ${lines.join('\n  ')}\n  home page ${kB(gz(home))}`);
    expect(lines).toHaveLength(registered.length);
  });
});

// Strings per language: each language's site strings and each game's strings in
// each language are chunks of their own, loaded when chosen; the home page carries
// English only, and of a game's strings its description alone. Prints each
// language's gzipped sizes.
describe('strings per language in the production build', () => {
  const languages = offeredLanguages.filter((l) => l !== 'en');
  const stringsModule = /^src\/(?:client\/i18n\/([a-z]{2})\.ts|games\/([a-z]+)\/i18n\/([a-z]{2})\.ts(?:\?info)?)$/;
  /** The language (and game) of a module holding strings, or null. */
  const stringsOf = (m: string): { language: string; game: string | null } | null => {
    const match = stringsModule.exec(m);
    if (!match) return null;
    return match[1] ? { language: match[1], game: null } : { language: match[3] ?? '', game: match[2] ?? null };
  };

  it('keeps every language but English out of the home page', () => {
    const home = closure(page, entry(page, 'src/client/index.html')).flatMap((c) => c.modules);
    expect(home.map(stringsOf).filter((s) => s && s.language !== 'en')).toEqual([]);
    expect(home).toContain('src/client/i18n/en.ts');
  });

  it("holds each game's English description in the home page, without the rest of its strings", () => {
    const home = closure(page, entry(page, 'src/client/index.html')).flatMap((c) => c.modules);
    for (const id of registered) {
      expect(home, id).toContain(`src/games/${id}/i18n/en.ts?info`);
      expect(home, id).not.toContain(`src/games/${id}/i18n/en.ts`);
      const full = entry(page, `src/games/${id}/i18n/en.ts`);
      expect(full?.code, id).toMatch(/\blog\b/);
    }
  });

  it.each(languages)("%s: loads each game's description as a chunk of a few hundred bytes", (language) => {
    for (const id of registered) {
      const info = entry(page, `src/games/${id}/i18n/${language}.ts?info`);
      expect(info, `${language}/${id}`).toBeDefined();
      expect(info?.code.length, `${language}/${id}`).toBeLessThan(1200);
    }
  });

  it.each(languages)(
    "%s: a table downloads its game's strings in that language and nothing of another language or game",
    (language) => {
      for (const id of registered) {
        const files = [`src/client/i18n/${language}.ts`, `src/games/${id}/i18n/${language}.ts`];
        const chunks = files.flatMap((f) => closure(page, entry(page, f)));
        expect(chunks.length, `${language}/${id}`).toBeGreaterThan(0);
        const strings = chunks
          .flatMap((c) => c.modules)
          .map(stringsOf)
          .filter((s) => s !== null);
        expect(
          strings.filter((s) => s.language !== language || (s.game !== null && s.game !== id)),
          `${language}/${id}`,
        ).toEqual([]);
      }
    },
  );

  it("reports the gzipped size of each language's strings", () => {
    const own = (file: string) => {
      const start = entry(page, file);
      return start ? [start] : [];
    };
    const lines = ['en', ...languages].map((language) => {
      const site = language === 'en' ? 'in the home page' : kB(gz(own(`src/client/i18n/${language}.ts`)));
      const descriptions =
        language === 'en'
          ? 'in the home page'
          : kB(gz(registered.flatMap((id) => own(`src/games/${id}/i18n/${language}.ts?info`))));
      const perGame = registered.map((id) => `${id} ${kB(gz(own(`src/games/${id}/i18n/${language}.ts`)))}`).join(', ');
      return `${language}: site ${site}, descriptions ${descriptions}; games: ${perGame}`;
    });
    console.log(`gzip sizes of the strings per language\n  ${lines.join('\n  ')}`);
    expect(lines).toHaveLength(languages.length + 1);
  });
});
