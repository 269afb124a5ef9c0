import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../storage/driver';
import { SqlStorage } from '../storage/sql-storage';
import { MIGRATIONS } from '../storage/schema';

// Creating a PGlite database runs initdb in WebAssembly: 3 to 20 seconds on this
// machine, against about one to open an existing one. Tests copy a template made
// once (per PGlite version, kept in the temp folder between runs).

function templatePath(): string {
  // The package's exports map hides its package.json; read it from the folder.
  const manifest = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  // The schema's version and text too: a template made before a migration (or
  // before a change to one not yet released) would not have today's tables.
  const schema = MIGRATIONS[MIGRATIONS.length - 1].version;
  const text = createHash('sha256')
    .update(MIGRATIONS.map((m) => m.sql).join('\n'))
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), `euro-tables-pglite-template-${version}-schema${schema}-${text}`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const template = templatePath();
  if (existsSync(join(template, 'pg', 'PG_VERSION'))) return template;
  const building = mkdtempSync(`${template}-building-`);
  const storage = new SqlStorage(await openPglite(building));
  await storage.connect();
  await storage.close();
  try {
    renameSync(building, template);
  } catch {
    // Another run finished its template first: use that one.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A new DATA_DIR holding an empty database with the schema, ready in about a second. */
export function dataDirFromTemplate(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'euro-tables-data-'));
  cpSync(join(template, 'pg'), join(dir, 'pg'), { recursive: true });
  return dir;
}
