import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDist: string;
  }
}

// One client build for every browser test file of a run (a build per file would
// cost each file its own build), with the fixture game offered
// (VITE_E2E_FIXTURE=1), in a folder of this run's own: another run at the same
// time must not empty it under our servers.
export function buildE2eClient(): { distDir: string; remove: () => void } {
  const distDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: resolve(import.meta.dirname, '../../..'),
    // Vitest sets NODE_ENV=test, which would make a development build.
    env: { ...process.env, NODE_ENV: 'production', VITE_E2E_FIXTURE: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`client build failed:\n${result.stdout}\n${result.stderr}`);
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

export default function setup(project: TestProject): () => void {
  const { distDir, remove } = buildE2eClient();
  project.provide('e2eDist', distDir);
  return remove;
}
