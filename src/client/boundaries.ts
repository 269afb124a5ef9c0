import { readdirSync, readFileSync, statSync } from 'node:fs';
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
}

interface Node { type: string; [key: string]: unknown }

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
  const add = (form: string, specifier: string | null) => {
    if (specifier !== null) out.push({ form, specifier });
  };
  new Visitor({
    ImportDeclaration: (n) => add('import', n.source.value),
    ExportAllDeclaration: (n) => add('export * from', n.source.value),
    ExportNamedDeclaration: (n) => add('export from', n.source ? n.source.value : null),
    ImportExpression: (n) => add('import()', literal(n.source)),
    TSImportType: (n) => add('import() type', literal((n as unknown as Node).argument ?? (n as unknown as Node).source)),
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
      if (callee.type === 'MemberExpression' && isImportMeta(callee.object) && (callee.property as Node).name === 'glob') {
        const first = n.arguments[0] as unknown as Node | undefined;
        const patterns = first?.type === 'ArrayExpression' ? (first.elements as unknown[]) : [first];
        for (const p of patterns) {
          const pattern = literal(p);
          // A negated pattern only leaves files out.
          if (pattern !== null && !pattern.startsWith('!')) add('import.meta.glob', globBase(pattern));
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
