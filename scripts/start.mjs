#!/usr/bin/env node
// `npm start`: builds the client and the server when missing or older than their
// sources, then runs the compiled server with NODE_ENV=production. Signals go to
// the server, which stops cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist/client/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

const sources = ['src/client', 'src/engine', 'src/games', 'vite.config.ts', 'package-lock.json'].map((p) =>
  newestMtime(join(root, p)),
);
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Building the client…');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's code: everything under src but the client's pages (the server runs
// the client's bot decisions), and the packages it bundles against.
const serverEntry = join(root, 'dist/server/main.mjs');
const serverSources = ['src/server', 'src/engine', 'src/games', 'src/client/bots', 'package-lock.json'].map((p) =>
  newestMtime(join(root, p)),
);
if (!existsSync(serverEntry) || Math.max(...serverSources) > statSync(serverEntry).mtimeMs) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
