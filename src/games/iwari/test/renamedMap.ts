import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PrintedMapFile } from '../data/maps/printed';

// A host's map whose ids owe nothing to the stand-ins: the sample printed map
// (data/printed-sample/iwari.json) with every territory and tent space renamed, the
// way a host may name them. Its territories keep their biomes and numbers, so the
// island (FO3 in the sample, desert) is still Desert 3 although its id is "B6".

export const RENAMED: Record<string, string> = {
  TU1: 'Y7',
  TU2: 'X1',
  TU3: 'Q4',
  FO1: 'K2',
  FO2: 'M9',
  FO3: 'B6',
  GL1: 'R3',
  GL2: 'H8',
  CO1: 'V5',
  CO2: 'J1',
  DE1: 'W2',
  DE2: 'Z4',
};

/** The sample printed map as its file holds it. */
export function sampleFile(): PrintedMapFile {
  return JSON.parse(readFileSync(join(__dirname, '../data/printed-sample/iwari.json'), 'utf8'));
}

/** Space "TU1.3" becomes "Y7-c": the territory's new id and a letter. */
function space(id: string): string {
  const [territory, n] = id.split('.');
  return `${RENAMED[territory]}-${String.fromCharCode(96 + Number(n))}`;
}

function renameKeys<V>(record: Record<string, V>, rename: (id: string) => string): Record<string, V> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [rename(k), v]));
}

/** The sample printed map with every id renamed (a raw iwari.json, as the server reads it). */
export function renamedFile(): PrintedMapFile {
  const file = sampleFile();
  const layout = file.layout as {
    outlines: Record<string, unknown>;
    spaces: Record<string, unknown>;
    totems: Record<string, unknown>;
  };
  const territory = (id: string) => RENAMED[id];
  return {
    ...file,
    name: 'Renamed island map',
    territories: file.territories.map((t) => ({ ...t, id: territory(t.id), spaces: t.spaces.map(space) })),
    paths: file.paths.map(([a, b]) => [space(a), space(b)]),
    connections: file.connections.map((c) => ({ ...c, a: territory(c.a), b: territory(c.b) })),
    layout: {
      ...layout,
      outlines: renameKeys(layout.outlines, territory),
      spaces: renameKeys(layout.spaces, space),
      totems: renameKeys(layout.totems, territory),
    },
  };
}

/** Biome words of English and French, as the sentences should print them. */
export const BIOME_WORDS = {
  en: { tundra: 'Tundra', forest: 'Forest', glacier: 'Glacier', coast: 'Coast', desert: 'Desert' },
  fr: { tundra: 'Toundra', forest: 'Forêt', glacier: 'Glacier', coast: 'Côte', desert: 'Désert' },
} as const;
