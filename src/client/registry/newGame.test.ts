// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, pastGameIndex, sourceFiles } from '../boundaries';

// Adding a game touches its folder (src/games/<id>/), its board folder
// (src/client/boards/<id>/) and the registry's lines (src/games/index.ts and
// src/games/meta.ts), nothing else (docs/adding-a-game.md). Proved on a scratch
// copy of the source tree: the platform's fixture game (src/engine/fixture) is put
// there as a game folder of its own, with a board folder and the registry's lines,
// and the copy typechecks, keeps the registry's and the boundaries' checks, builds
// with the game's rules and board as chunks of their own and its info on the home
// page, and the client's registry offers it and loads its rules and board.

const repo = resolve(import.meta.dirname, '../../..');
const ID = 'fixture';
let scratch = '';
const at = (...parts: string[]) => join(scratch, ...parts);

function write(path: string, text: string): void {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
}

/** Adds `entry` at the end of the array literal `name = [...]` in a registry file, and its import on top. */
function register(path: string, importLine: string, entry: string): void {
  const text = readFileSync(at(path), 'utf8');
  const added = text.replace(/(= \[[^\]]*)\]/, `$1, ${entry}]`);
  expect(added, `${path} has no registry array`).not.toBe(text);
  writeFileSync(at(path), `${importLine}\n${added}`);
}

/** The fixture's sources, re-pointed from src/engine/fixture to src/games/<id>. */
const fixtureSource = (file: string) =>
  readFileSync(join(repo, 'src/engine/fixture', file), 'utf8').replaceAll(
    "from '../contract",
    "from '../../engine/contract",
  );

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'new-game-'));
  for (const dir of ['src', 'bench', 'scripts']) cpSync(join(repo, dir), at(dir), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'vite.config.ts', 'vitest.config.ts'])
    cpSync(join(repo, file), at(file));
  symlinkSync(join(repo, 'node_modules'), at('node_modules'), 'dir');
  // Only what the checklist names: the game's folder...
  write(`src/games/${ID}/meta.ts`, fixtureSource('meta.ts'));
  write(`src/games/${ID}/game.ts`, `${fixtureSource('game.ts')}\nexport const game = fixtureGame;\n`);
  write(
    `src/games/${ID}/index.ts`,
    "export { fixtureInfo, fixtureOptions } from './meta';\nexport type { FixtureMove, FixtureState } from './game';\n",
  );
  write(`src/games/${ID}/i18n/en.ts`, readFileSync(join(repo, 'src/engine/fixture/i18n/en.ts'), 'utf8'));
  // ...its board folder...
  write(`src/client/boards/${ID}/Board.tsx`, "export { GenericBoard as default } from '../../kit/GenericBoard';\n");
  write(
    `src/client/boards/${ID}/Emblem.tsx`,
    'export default function Emblem() {\n  return <circle cx="50" cy="50" r="30" fill="#777" />;\n}\n',
  );
  // ...and the registry's lines.
  register('src/games/index.ts', `import { game as ${ID} } from './${ID}/game';`, ID);
  register('src/games/meta.ts', `import { fixtureInfo } from './${ID}/meta';`, 'fixtureInfo');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a fifth game, added in its folder, its board folder and the registry only', () => {
  it('typechecks', () => {
    expect(() =>
      execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', scratch, '--noEmit'], {
        cwd: scratch,
        encoding: 'utf8',
      }),
    ).not.toThrow();
  });

  it('has English strings that match its catalogue and options (src/games/text.test.ts)', () => {
    const run = () =>
      execFileSync(
        join(repo, 'node_modules/.bin/vitest'),
        ['run', '--project', 'games', 'src/games/text.test.ts', '-t', `^${ID}: English`],
        { cwd: scratch, encoding: 'utf8', env: { ...process.env, CI: '1' } },
      );
    expect(run).not.toThrow();
  });

  it("is in the registry by its folder's name, with its info (the registry's own test)", () => {
    const run = () =>
      execFileSync(
        join(repo, 'node_modules/.bin/vitest'),
        ['run', '--project', 'games', 'src/games/registry.test.ts', '-t', 'the registry'],
        {
          cwd: scratch,
          encoding: 'utf8',
          env: { ...process.env, CI: '1' },
        },
      );
    expect(run).not.toThrow();
  });

  it("adds no folder cycle and no import past a game's index.ts (src/client/boundaries.test.ts)", () => {
    const files = (base: string) => [
      ...sourceFiles(join(base, 'src')),
      ...sourceFiles(join(base, 'bench')),
      ...sourceFiles(join(base, 'scripts')),
    ];
    // Each cycle with every game's folders as one: a cycle the new game's folders are on
    // must be one every game's are on already (fixed there, fixed for all).
    const cycles = (base: string) =>
      new Set(
        folderCycles(
          folderGraph(
            base,
            sourceFiles(join(base, 'src')).filter((f) => !/\.test\.tsx?$/.test(f)),
          ),
        ).map((c) => c.join(' -> ').replace(/src\/(games|client\/boards)\/[^/ ]+/g, 'src/$1/<id>')),
      );
    expect(pastGameIndex(scratch, files(scratch))).toEqual(pastGameIndex(repo, files(repo)));
    expect(cycles(scratch)).toEqual(cycles(repo));
  });

  it('is offered by the client, which loads its rules and its board', async () => {
    const { loadClientGameInfos } = (await import(
      /* @vite-ignore */ at('src/client/registry/gameInfos.ts')
    )) as typeof import('./gameInfos');
    const { loadGame } = (await import(
      /* @vite-ignore */ at('src/client/registry/loadGame.ts')
    )) as typeof import('./loadGame');
    const { boards } = (await import(
      /* @vite-ignore */ at('src/client/boards/index.ts')
    )) as typeof import('../boards');
    expect((await loadClientGameInfos()).map((g) => g.id)).toContain(ID);
    const game = await loadGame(ID);
    expect(game.spec.info.id).toBe(ID);
    expect(typeof (await boards[ID]!()).default).toBe('function');
  });

  it('builds: its rules and its board are chunks of their own, its info, description and emblem are on the home page', async () => {
    const chunks: { facade: string | null; modules: string[]; code: string; entry: boolean }[] = [];
    await build({
      configFile: at('vite.config.ts'),
      root: at('src/client'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
      plugins: [
        {
          name: 'record-chunks',
          generateBundle(_options, bundle) {
            for (const item of Object.values(bundle)) {
              if (item.type !== 'chunk') continue;
              const modules = item.moduleIds.map((m) => (m.startsWith(scratch) ? m.slice(scratch.length + 1) : m));
              chunks.push({
                facade: item.facadeModuleId?.slice(scratch.length + 1) ?? null,
                modules,
                code: item.code,
                entry: item.isEntry,
              });
            }
          },
        },
      ],
    });
    const home = chunks.find((c) => c.entry && c.facade === 'src/client/index.html');
    const homePart = [
      `src/games/${ID}/meta.ts`,
      `src/games/${ID}/i18n/en.ts?info`,
      `src/client/boards/${ID}/Emblem.tsx`,
    ];
    expect(home?.modules).toEqual(expect.arrayContaining(homePart));
    expect(home?.modules.filter((m) => m.startsWith(`src/games/${ID}/`) && !homePart.includes(m))).toEqual([]);
    // Of its strings, the home page carries the description alone.
    expect(home?.code).toContain('A tiny race to a target total');
    expect(home?.code).not.toContain('reaches the target');
    expect(chunks.some((c) => c.facade === `src/games/${ID}/game.ts`)).toBe(true);
    expect(chunks.some((c) => c.facade === `src/client/boards/${ID}/Board.tsx`)).toBe(true);
  });
});
