import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync, Visitor } from 'vite';

// Which module paths a source file refers to, found by parsing it (not by a regex
// over its text): import and export-from declarations (type-only ones too), dynamic
// import(), TypeScript's import('…') types and `import x = require('…')`,
// require('…'), `new URL('…', import.meta.url)` (how Vite finds workers), and the
// patterns of import.meta.glob (where its files live). Used by boundaries.test.ts.

export interface Reference {
  /** How the file refers to it, e.g. `import`, `import()`, `import.meta.glob`. */
  form: string;
  /** The specifier as written (for a glob or a template, its static start). */
  specifier: string;
  /** For import.meta.glob: the whole pattern, negated ones with their `!`. */
  pattern?: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

function literal(node: unknown): string | null {
  const n = node as Node | null | undefined;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral') {
    const quasis = n.quasis as { value: { cooked: string | null } }[];
    return quasis[0]?.value.cooked ?? null;
  }
  return null;
}

function isImportMeta(node: unknown): boolean {
  const n = node as Node | null | undefined;
  return n?.type === 'MetaProperty' && (n.meta as Node).name === 'import' && (n.property as Node).name === 'meta';
}

/** The static start of a glob pattern (before its first wildcard). */
function globBase(pattern: string): string {
  const wild = pattern.search(/[*?[{]/);
  return wild < 0 ? pattern : pattern.slice(0, wild);
}

export function referencesIn(filename: string, code: string): Reference[] {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename} does not parse: ${errors[0]?.message ?? ''}`);
  const out: Reference[] = [];
  const add = (form: string, specifier: string | null, pattern?: string) => {
    if (specifier !== null) out.push(pattern === undefined ? { form, specifier } : { form, specifier, pattern });
  };
  new Visitor({
    ImportDeclaration: (n) => add('import', n.source.value),
    ExportAllDeclaration: (n) => add('export * from', n.source.value),
    ExportNamedDeclaration: (n) => add('export from', n.source ? n.source.value : null),
    ImportExpression: (n) => add('import()', literal(n.source)),
    TSImportType: (n) =>
      add('import() type', literal((n as unknown as Node).argument ?? (n as unknown as Node).source)),
    TSImportEqualsDeclaration: (n) => {
      const ref = n.moduleReference as unknown as Node;
      if (ref.type === 'TSExternalModuleReference') add('import = require', literal(ref.expression));
    },
    NewExpression: (n) => {
      const callee = n.callee as unknown as Node;
      if (callee.type === 'Identifier' && callee.name === 'URL' && n.arguments.length === 2) {
        const base = n.arguments[1] as unknown as Node;
        if (base.type === 'MemberExpression' && isImportMeta(base.object) && (base.property as Node).name === 'url') {
          add('new URL(…, import.meta.url)', literal(n.arguments[0]));
        }
      }
    },
    CallExpression: (n) => {
      const callee = n.callee as unknown as Node;
      if (callee.type === 'Identifier' && callee.name === 'require') add('require', literal(n.arguments[0]));
      if (
        callee.type === 'MemberExpression' &&
        isImportMeta(callee.object) &&
        (callee.property as Node).name === 'glob'
      ) {
        const first = n.arguments[0] as unknown as Node | undefined;
        const patterns = first?.type === 'ArrayExpression' ? (first.elements as unknown[]) : [first];
        for (const p of patterns) {
          const pattern = literal(p);
          // A negated pattern only leaves files out.
          if (pattern !== null)
            add(
              pattern.startsWith('!') ? 'import.meta.glob !' : 'import.meta.glob',
              globBase(pattern.replace(/^!/, '')),
              pattern,
            );
        }
      }
    },
  }).visit(program);
  return out;
}

/** Every TypeScript source file under dir. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(m|c)?tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where a relative specifier of `file` points (null for a package). */
export function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return resolve(dirname(file), specifier);
}

/** `file`'s references into any of `forbidden` (folders), as readable lines. */
export function crossings(root: string, file: string, forbidden: readonly string[]): string[] {
  const refs = referencesIn(file, readFileSync(file, 'utf8'));
  return refs.flatMap(({ form, specifier }) => {
    const to = target(file, specifier);
    const hit = to !== null && forbidden.some((dir) => to === dir || to.startsWith(dir + sep));
    return hit ? [`${relative(root, file)}: ${form} '${specifier}'`] : [];
  });
}

/** A glob pattern (`*`, `**`, `?`, `[a-z]`, `{a,b}`) as a regular expression over absolute paths. */
export function globRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? '';
    if (c === '*' && pattern[i + 1] === '*') {
      out += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      out += pattern.slice(i, end + 1);
      i = end;
    } else if (c === '{') {
      const end = pattern.indexOf('}', i);
      out += `(?:${pattern
        .slice(i + 1, end)
        .split(',')
        .map((a) => a.replace(/[.+^$()|\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else out += c.replace(/[.+^$()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** One import between two modules: which file, how, what it wrote, and the file(s) or folder it reaches. */
export interface Link {
  file: string;
  form: string;
  specifier: string;
  /** Absolute paths: the files a glob matches, or the one path an import names (a folder for `'../kit'`). */
  targets: string[];
}

/**
 * Every relative reference of `file`, resolved: a glob to the files of `universe`
 * it matches (less its negated patterns), any other specifier to its path.
 */
export function linksOf(file: string, universe: readonly string[]): Link[] {
  const refs = referencesIn(file, readFileSync(file, 'utf8'));
  const negated = refs
    .filter((r) => r.form === 'import.meta.glob !')
    .map((r) => globRegExp(resolve(dirname(file), (r.pattern ?? '').slice(1))));
  return refs.flatMap(({ form, specifier, pattern }): Link[] => {
    if (form === 'import.meta.glob !') return [];
    if (form === 'import.meta.glob' && pattern !== undefined) {
      if (!pattern.startsWith('./') && !pattern.startsWith('../')) return [];
      const re = globRegExp(resolve(dirname(file), pattern));
      return [
        {
          file,
          form,
          specifier: pattern,
          targets: universe.filter((f) => re.test(f) && !negated.some((n) => n.test(f))),
        },
      ];
    }
    const to = target(file, specifier);
    return to === null ? [] : [{ file, form, specifier, targets: [to] }];
  });
}

/** The folder a resolved path belongs to: itself when it is a folder (`'../kit'` is kit/index.ts), else its parent. */
function folderOf(path: string): string {
  return existsSync(path) && statSync(path).isDirectory() ? path : dirname(path);
}

/** Folder → folder it imports → the imports that make the edge, as readable lines. */
export type FolderGraph = Map<string, Map<string, string[]>>;

/**
 * The folder-level import graph of `files` (paths relative to `root`): an edge A → B
 * when a file directly in A refers to a file in B (any form, type-only too).
 */
export function folderGraph(root: string, files: readonly string[], universe: readonly string[] = files): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of files) {
    const from = relative(root, dirname(file));
    for (const link of linksOf(file, universe)) {
      for (const to of new Set(link.targets.map((t) => relative(root, folderOf(t))))) {
        if (to === from) continue;
        const edges = graph.get(from) ?? new Map<string, string[]>();
        graph.set(from, edges);
        edges.set(to, [...(edges.get(to) ?? []), `${relative(root, file)}: ${link.form} '${link.specifier}'`]);
      }
    }
  }
  return graph;
}

/**
 * The graph's cycles, one per folder that is on any: the shortest way from that
 * folder back to itself, written `a -> b -> a`, each cycle once whichever folder
 * it was found from. Empty when the graph has none.
 */
export function folderCycles(graph: FolderGraph): string[][] {
  const found = new Map<string, string[]>();
  for (const start of [...graph.keys()].sort()) {
    const back = new Map<string, string>();
    const queue = [start];
    let cycle: string[] | null = null;
    for (let i = 0; i < queue.length && cycle === null; i++) {
      const at = queue[i] ?? '';
      for (const next of [...(graph.get(at)?.keys() ?? [])].sort()) {
        if (next === start) {
          cycle = [start];
          for (let step: string | undefined = at; step !== undefined && step !== start; step = back.get(step))
            cycle.splice(1, 0, step);
          cycle.push(start);
          break;
        }
        if (!back.has(next)) {
          back.set(next, at);
          queue.push(next);
        }
      }
    }
    if (cycle === null) continue;
    const ring = cycle.slice(0, -1);
    const first = ring.indexOf([...ring].sort()[0] ?? '');
    const key = [...ring.slice(first), ...ring.slice(0, first)].join(' -> ');
    if (!found.has(key)) found.set(key, cycle);
  }
  return [...found.values()];
}

/** A cycle with the imports behind each of its edges, for a failure message. */
export function describeCycle(graph: FolderGraph, cycle: readonly string[]): string {
  const lines = [cycle.join(' -> ')];
  for (let i = 0; i + 1 < cycle.length; i++) {
    const from = cycle[i] ?? '';
    const to = cycle[i + 1] ?? '';
    const via = graph.get(from)?.get(to) ?? [];
    lines.push(`  ${from} -> ${to}: ${via.slice(0, 3).join('; ')}${via.length > 3 ? ` (+${via.length - 3})` : ''}`);
  }
  return lines.join('\n');
}

/**
 * Where code outside a game's folder may reach into it past its index.ts: the
 * registry and the loaders that find every game by its folder. Each is a file (or
 * files) and what it may reach, as globs from the repository's root.
 */
export const DOORS: readonly { from: readonly string[]; to: string; why: string }[] = [
  { from: ['src/games/index.ts'], to: 'src/games/*/game.ts', why: "the registry: every game's rules" },
  {
    from: ['src/games/meta.ts'],
    to: 'src/games/*/meta.ts',
    why: "the registry: every game's home-page info, without its rules",
  },
  {
    from: ['src/client/registry/loadGame.ts'],
    to: 'src/games/*/game.ts',
    why: "the client loads each game's rules as a lazy chunk of its own",
  },
  {
    from: ['src/client/i18n/*', '**/*.test.{ts,tsx}', 'src/client/boards/*/testing.tsx'],
    to: 'src/games/*/i18n/*',
    why: "each game's strings, one file per language: the client's loader, and tests that render a board in English",
  },
  {
    from: ['**/*.test.{ts,tsx}', 'src/client/boards/*/testing.tsx'],
    to: 'src/games/*/test/helpers.ts',
    why: "tests (and the boards' test harnesses) set up positions with the game's own test helpers",
  },
];

/** The file a resolved import names: a folder's index.ts, or the path with its extension. */
function fileOf(path: string): string {
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, 'index.ts');
  return ['', '.ts', '.tsx'].map((ext) => path + ext).find((p) => existsSync(p) && statSync(p).isFile()) ?? path;
}

/**
 * Every reference from `files` into a game's folder (src/games/<id>/) from outside
 * it that is not to its index.ts and not through one of the DOORS, as readable lines.
 */
export function pastGameIndex(root: string, files: readonly string[]): string[] {
  const games = join(root, 'src', 'games');
  const gameOf = (path: string): string | null => {
    const [id, ...rest] = relative(games, path).split(sep);
    if (!id || id.startsWith('..') || rest.length === 0) return null;
    return statSync(join(games, id), { throwIfNoEntry: false })?.isDirectory() ? join(games, id) : null;
  };
  const doors = DOORS.map((d) => ({
    from: d.from.map((f) => globRegExp(join(root, f))),
    to: globRegExp(join(root, d.to)),
  }));
  return files.flatMap((file) =>
    linksOf(file, files).flatMap((link) =>
      link.targets.flatMap((t) => {
        const game = gameOf(t);
        if (game === null || gameOf(file) === game) return [];
        const to = fileOf(t);
        if (to === join(game, 'index.ts')) return [];
        if (doors.some((d) => d.from.some((f) => f.test(file)) && d.to.test(to))) return [];
        return [`${relative(root, file)}: ${link.form} '${link.specifier}' reaches ${relative(root, to)}`];
      }),
    ),
  );
}
