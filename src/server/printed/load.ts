import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Game } from 'boardgame.io';
import type { PrintedSpec } from '../../engine/contract';

// The printed values a host who owns the boxes gives (docs/operations.md): one
// JSON file per game in the folder PRINTED_DATA_DIR names. Read and checked whole
// at start, before anything else: any problem refuses the start with the file,
// the entry and what is wrong. Nothing falls back silently: a folder that is
// missing, empty of files, or holds a file no game reads is refused too.

/** A game's file in use. */
export interface PrintedFile {
  game: string;
  file: string;
  path: string;
}

export interface PrintedData {
  dir: string;
  files: PrintedFile[];
  /** The checked values by game id, as each game's setup receives them. */
  values: ReadonlyMap<string, unknown>;
}

/** The folder, a file or an entry is wrong: the message says which and why. */
export class PrintedDataError extends Error {}

function printedSpecOf(game: Game): PrintedSpec | undefined {
  const spec = (game as { spec?: { printed?: PrintedSpec } }).spec;
  return spec?.printed;
}

export async function loadPrintedData(dir: string, games: readonly Game[]): Promise<PrintedData> {
  const folder = resolve(dir);
  const byFile = new Map<string, string>();
  for (const g of games) {
    const spec = printedSpecOf(g);
    if (spec && g.name) byFile.set(spec.file, g.name);
  }
  const expected = [...byFile.keys()].sort().join(', ');
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    throw new PrintedDataError(`PRINTED_DATA_DIR ${folder}: cannot read the folder (${(error as Error).message})`);
  }
  const json = names.filter((n) => n.endsWith('.json')).sort();
  if (json.length === 0) throw new PrintedDataError(`PRINTED_DATA_DIR ${folder}: no file; expected ${expected}`);
  const problems: string[] = [];
  const files: PrintedFile[] = [];
  const values = new Map<string, unknown>();
  for (const name of json) {
    const path = join(folder, name);
    const game = byFile.get(name);
    if (!game) {
      problems.push(`${path}: no game reads this file; expected ${expected}`);
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push(`${path}: not JSON (${(error as Error).message})`);
      continue;
    }
    const wrong = await printedSpecOf(games.find((g) => g.name === game)!)!.problems(raw);
    for (const p of wrong) problems.push(`${path}: ${p}`);
    if (wrong.length === 0) {
      files.push({ game, file: name, path });
      values.set(game, raw);
    }
  }
  if (problems.length > 0) throw new PrintedDataError(`printed values refused:\n${problems.join('\n')}`);
  return { dir: folder, files, values };
}

/** Which file each game uses, for /healthz and the start log: { troyes: "troyes.json" }. */
export function printedFilesOf(data: PrintedData | undefined): Record<string, string> {
  return Object.fromEntries((data?.files ?? []).map((f) => [f.game, f.file]));
}
