import type { PrintedSpec } from '../../../../engine/contract';
import type { Connection, MapDef, MapLayout, Territory } from './types';

// The printed map (docs/operations.md, RULES.md "Printed map"): a host who owns the
// box types the base map into iwari.json in the format of ./maps (territories, tent
// spaces, paths, numbered connections with their mountain symbols, where each thing
// is drawn) plus the mountain table (which kinds are active for 2-5 players). The
// file must pass the checks every map passes (./maps/checks.ts). A match made with
// it on the table's base map ("standinA") plays on it: G.printedMap. The other maps
// stay the stand-ins they are.

// The file's check (zod) is in printedCheck.ts, loaded only where a file is
// checked (the server at start, tests): the client and the bots get values the
// server has already checked, and do not download the check.

export type MountainTable = Record<2 | 3 | 4 | 5, (1 | 2 | 3 | 4)[]>;

/** The host's map, checked. */
export interface IwariPrinted {
  about?: string;
  name: string;
  map: MapDef;
  mountains: MountainTable;
}

/** iwari.json as written (printedCheck.ts says what makes it sound). */
export interface PrintedMapFile {
  about?: string;
  name: string;
  territories: Territory[];
  paths: [string, string][];
  connections: Connection[];
  usesMountains: boolean;
  mountains: MountainTable;
  layout: unknown;
}

export function mapOfFile(file: PrintedMapFile): MapDef {
  return {
    id: 'printed',
    territories: file.territories,
    paths: file.paths,
    connections: file.connections,
    usesMountains: file.usesMountains,
    standIn: false,
    layout: file.layout as MapLayout,
  };
}

/** The map of a file the server checked at start (printedCheck.ts). */
export function iwariPrinted(raw: unknown): IwariPrinted {
  const file = raw as PrintedMapFile;
  return {
    ...(file.about === undefined ? {} : { about: file.about }),
    name: file.name,
    map: mapOfFile(file),
    mountains: file.mountains,
  };
}

export const IWARI_PRINTED: PrintedSpec = {
  file: 'iwari.json',
  problems: async (raw) => (await import('./printedCheck')).iwariPrintedProblems(raw),
};
