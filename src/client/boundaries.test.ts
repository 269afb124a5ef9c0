// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossings, referencesIn, sourceFiles } from './boundaries';

// The layers: games (src/games) are plain TypeScript that the server, the client
// and workers all load, so they import nothing from the client or the server; the
// client imports nothing of the server (the fixture game lives in src/engine/fixture).
// The end-to-end tests (src/client/e2e) start the real server and are exempt.

const root = resolve(import.meta.dirname, '../..');
const src = (...parts: string[]) => join(root, 'src', ...parts);

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
      'const i = import(`../client/boards/${id}/Board`);',
      "const j = import.meta.glob<X>(['../client/*/x.ts', '!../client/skip/x.ts']);",
      "const k = import.meta.glob('../server/**/*.ts', { eager: true });",
      "const w = new Worker(new URL('../client/bots/bot.worker.ts', import.meta.url));",
      "const r = require('../server/r');",
      "const s = \"import x from '../client/not-an-import'\";",
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
      { form: 'import.meta.glob', specifier: '../client/' },
      { form: 'import.meta.glob', specifier: '../server/' },
      { form: 'new URL(…, import.meta.url)', specifier: '../client/bots/bot.worker.ts' },
      { form: 'require', specifier: '../server/r' },
    ]);
  });
});
