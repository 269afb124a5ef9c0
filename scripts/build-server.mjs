#!/usr/bin/env node
// Compiles the server once, as the client is built once: `npm start` runs plain
// JavaScript instead of TypeScript through tsx's loader (less memory, a faster
// start, no compiling at run time). Packages stay in node_modules; our code is
// bundled, with each game's rules in a chunk of its own that a bot worker loads
// when it first plays that game. The files the server finds beside itself by
// import.meta.url (its workers) are placed beside it.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * boardgame.io's entry points (`boardgame.io/server`...) are folders with a
 * package.json of their own, which Node's ES module loader does not follow: each
 * is pointed at the file its package.json names (CommonJS, which Node imports).
 */
const boardgameSubpaths = {
  name: 'boardgame.io subpaths',
  setup(build) {
    build.onResolve({ filter: /^boardgame\.io\/[a-z]+$/ }, ({ path }) => {
      const folder = join(root, 'node_modules', path);
      const { main } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return { path: `boardgame.io/${join(path.slice('boardgame.io/'.length), main)}`, external: true };
    });
  },
};

/** Builds the server into `outdir` (default dist/server); resolves to its entry file. */
export async function buildServer(outdir = join(root, 'dist/server')) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'src/server/main.ts',
      // The bot pool starts `./worker-entry.mjs` beside its own module.
      'worker-entry': 'src/server/bots/worker-thread.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    plugins: [boardgameSubpaths],
    logLevel: 'warning',
  });
  for (const file of ['pglite-worker.mjs', 'pglite-init.mjs'])
    copyFileSync(join(root, 'src/server/storage', file), join(outdir, file));
  return join(outdir, 'main.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = await buildServer(process.argv[2]);
  console.log(`Built the server: ${entry}`);
}
