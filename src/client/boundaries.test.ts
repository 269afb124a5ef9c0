// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossings,
  describeCycle,
  DOORS,
  folderCycles,
  folderGraph,
  globRegExp,
  pastGameIndex,
  referencesIn,
  sourceFiles,
} from './boundaries';

// The layers: games (src/games) are plain TypeScript that the server, the client
// and workers all load, so they import nothing from the client or the server; the
// client imports nothing of the server (the fixture game lives in src/engine/fixture).
// The end-to-end tests (src/client/e2e) start the real server and are exempt. The
// engine (src/engine) is what games are built on: it knows no game, no client and
// no server.
//
// Folders: no two import each other, however far round (below). A game is used
// from outside its folder only through its index.ts, but for the registry's doors
// (DOORS in ./boundaries.ts).

const root = resolve(import.meta.dirname, '../..');
const src = (...parts: string[]) => join(root, 'src', ...parts);
const everyFile = [...sourceFiles(src()), ...sourceFiles(join(root, 'bench')), ...sourceFiles(join(root, 'scripts'))];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('layer boundaries', () => {
  it('games import nothing from src/client or src/server', () => {
    const found = sourceFiles(src('games')).flatMap((f) => crossings(root, f, [src('client'), src('server')]));
    expect(found).toEqual([]);
  });

  it("the client imports nothing of the server's code (but its end-to-end tests, which start it)", () => {
    const files = sourceFiles(src('client')).filter((f) => !f.startsWith(src('client', 'e2e')));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => crossings(root, f, [src('server')]));
    expect(found).toEqual([]);
  });

  it('the engine imports no game, nothing of the client and nothing of the server', () => {
    const found = sourceFiles(src('engine')).flatMap((f) =>
      crossings(root, f, [src('games'), src('client'), src('server')]),
    );
    expect(found).toEqual([]);
  });
});

describe('folders', () => {
  // A test file is where a run starts and nothing imports it, so its imports close
  // no loop; its folder's own modules and the test helpers they use (test/,
  // testing.tsx) count.
  const graph = folderGraph(
    root,
    sourceFiles(src()).filter((f) => !isTest(f)),
    sourceFiles(src()),
  );

  it('import one another in no cycle, anywhere in src (client, server, engine, games)', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(folderCycles(graph).map((c) => describeCycle(graph, c))).toEqual([]);
  });

  it('the graph sees every form of import, so a cycle through a type-only or lazy import counts', () => {
    // app assembles the pages and imports them; site is what they share.
    expect([...(graph.get('src/client/app')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['src/client/lobby', 'src/client/site']),
    );
    expect(graph.get('src/client/pages')?.has('src/client/boards/iwari')).toBe(true); // import.meta.glob
    expect(graph.get('src/client/site')?.has('src/client/kit')).toBe(true); // import type
  });
});

describe('games', () => {
  it("are used from outside their folder only through their index.ts, but for the registry's doors", () => {
    expect(pastGameIndex(root, everyFile)).toEqual([]);
  });

  it('have few doors, each a named file or folder of the registry or a loader', () => {
    expect(DOORS.map((d) => d.from)).toEqual([
      ['src/games/index.ts'],
      ['src/games/meta.ts'],
      ['src/client/registry/loadGame.ts'],
      ['src/client/i18n/*', '**/*.test.{ts,tsx}', 'src/client/boards/*/testing.tsx'],
      ['**/*.test.{ts,tsx}', 'src/client/boards/*/testing.tsx'],
    ]);
  });
});

describe('the reference finder', () => {
  it('finds every form of module reference, type-only ones included, and nothing in strings or comments', () => {
    const code = [
      "import type { A } from '../client/a';",
      "import b from './b';",
      "export { c } from '../server/c';",
      "export * from '../server/d';",
      "export type { E } from '../client/e';",
      "type F = import('../client/f').F;",
      "import g = require('../server/g');",
      "const h = await import('../server/h');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test holds a template literal
      'const i = import(`../client/boards/${id}/Board`);',
      "const j = import.meta.glob<X>(['../client/*/x.ts', '!../client/skip/x.ts']);",
      "const k = import.meta.glob('../server/**/*.ts', { eager: true });",
      "const w = new Worker(new URL('../client/bots/bot.worker.ts', import.meta.url));",
      "const r = require('../server/r');",
      'const s = "import x from \'../client/not-an-import\'";',
      "// import y from '../client/comment'",
    ].join('\n');
    expect(referencesIn('x.ts', code)).toEqual([
      { form: 'import', specifier: '../client/a' },
      { form: 'import', specifier: './b' },
      { form: 'export from', specifier: '../server/c' },
      { form: 'export * from', specifier: '../server/d' },
      { form: 'export from', specifier: '../client/e' },
      { form: 'import() type', specifier: '../client/f' },
      { form: 'import = require', specifier: '../server/g' },
      { form: 'import()', specifier: '../server/h' },
      { form: 'import()', specifier: '../client/boards/' },
      { form: 'import.meta.glob', specifier: '../client/', pattern: '../client/*/x.ts' },
      { form: 'import.meta.glob !', specifier: '../client/skip/x.ts', pattern: '!../client/skip/x.ts' },
      { form: 'import.meta.glob', specifier: '../server/', pattern: '../server/**/*.ts' },
      { form: 'new URL(…, import.meta.url)', specifier: '../client/bots/bot.worker.ts' },
      { form: 'require', specifier: '../server/r' },
    ]);
  });
});

describe('the folder graph', () => {
  it('matches globs as Vite does', () => {
    expect(globRegExp('/a/*/x.ts').test('/a/b/x.ts')).toBe(true);
    expect(globRegExp('/a/*/x.ts').test('/a/b/c/x.ts')).toBe(false);
    expect(globRegExp('/a/**/x.ts').test('/a/b/c/x.ts')).toBe(true);
    expect(globRegExp('/a/**/x.ts').test('/a/x.ts')).toBe(true);
    expect(globRegExp('/a/[a-z][a-z].ts').test('/a/fr.ts')).toBe(true);
    expect(globRegExp('/a/[a-z][a-z].ts').test('/a/rules-fr.ts')).toBe(false);
    expect(globRegExp('/a/*.{ts,tsx}').test('/a/b.tsx')).toBe(true);
  });

  it('finds each cycle once, with its path, and none in a tree', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a/x.ts: import']]])],
      [
        'b',
        new Map([
          ['c', ['b/y.ts: import']],
          ['d', ['b/y.ts: import']],
        ]),
      ],
      ['c', new Map([['a', ['c/z.ts: import type']]])],
      ['d', new Map([['b', ['d/w.ts: import()']]])],
    ]);
    expect(folderCycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['b', 'd', 'b'],
    ]);
    expect(describeCycle(graph, ['b', 'd', 'b'])).toBe(
      'b -> d -> b\n  b -> d: b/y.ts: import\n  d -> b: d/w.ts: import()',
    );
    expect(
      folderCycles(
        new Map([
          [
            'a',
            new Map([
              ['b', []],
              ['c', []],
            ]),
          ],
          ['b', new Map([['c', []]])],
        ]),
      ),
    ).toEqual([]);
  });
});
