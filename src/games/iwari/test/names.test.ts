import { beforeAll, describe, expect, it } from 'vitest';
import { withPrinted } from '../../../engine/contract';
import { translator } from '../../../engine/i18n/gameText';
import { playRandomGame } from '../../../engine/testing/playout';
import type { PrintedMapFile } from '../data/maps/printed';
import { iwariPrintedProblems } from '../data/maps/printedCheck';
import type { IwariState } from '../state';
import { game } from './helpers';
import { BIOME_WORDS, RENAMED, renamedFile, sampleFile } from './renamedMap';

// Territories are named in the log by their biome and their number on the map
// ("Tundra 1", "Toundra 1"), whatever ids the host's map gives them: the sentences
// take both from the map, never from a table of known ids.

const files = import.meta.glob<Record<string, unknown>>('../i18n/[a-z][a-z].ts', { eager: true });
const LANGUAGES = ['en', 'fr'] as const;
const t = Object.fromEntries(LANGUAGES.map((l) => [l, translator('iwari', files, l)]));

/** The log entries that name a territory. */
const NAMING = ['place', 'placeNeutral', 'tentPoints', 'featOnTerritory'];

/** What a text must never show: a key, a nesting, an empty placeholder. */
const RAW = /territory\.\S|iwari:|\$t\(|\{\{|\bbiome\.|undefined|NaN/;

interface Rendered {
  key: string;
  /** The territory's id (the entry's parameter for tools), '' when it names none. */
  territory: string;
  text: Record<(typeof LANGUAGES)[number], string>;
}

/** Every log entry of seeded games (2 players: the third tribe; feats) on the host's map, rendered in English and French. */
function renderedLogs(file: PrintedMapFile) {
  const printed = withPrinted(game, file);
  const out: Rendered[] = [];
  for (const numPlayers of [2, 3]) {
    const { state } = playRandomGame<IwariState>(printed, {
      numPlayers,
      seed: `names-${numPlayers}`,
      setupData: { feats: true },
    });
    for (const entry of state.G.log) {
      const values = Object.fromEntries(
        Object.entries(entry.params).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
      );
      out.push({
        key: entry.key,
        territory: String(entry.params.territory ?? ''),
        text: { en: t.en(`iwari:log.${entry.key}`, values), fr: t.fr(`iwari:log.${entry.key}`, values) },
      });
    }
  }
  return out;
}

/** The name a territory of `file` should read as, in each language. */
function nameIn(file: PrintedMapFile, id: string, language: (typeof LANGUAGES)[number]): string {
  const territory = file.territories.find((x) => x.id === id)!;
  return `${BIOME_WORDS[language][territory.biome]} ${territory.number}`;
}

describe('territory names on a map with ids of its own', () => {
  const file = renamedFile();
  let logs: Rendered[] = [];
  beforeAll(() => {
    logs = renderedLogs(file);
  }, 60_000);

  it('is a sound printed map', () => {
    expect(iwariPrintedProblems(file)).toEqual([]);
  });

  it('names every territory in the log by biome and number, in English and French', () => {
    const naming = logs.filter((l) => NAMING.includes(l.key));
    expect(new Set(naming.map((l) => l.key))).toEqual(new Set(NAMING));
    for (const l of naming)
      for (const language of LANGUAGES)
        expect(l.text[language], l.key).toContain(` ${nameIn(file, l.territory, language)}`);
    // The island keeps the sample's biome and number whatever its id: "B6" reads Desert 3.
    const island = logs.find((l) => l.key === 'place' && l.territory === RENAMED.FO3)!;
    expect(island.text.en).toMatch(/ in Desert 3, paying /);
    expect(island.text.fr).toMatch(/ en Désert 3 en jouant /);
  });

  it('shows no key, no nesting and no id of the map in any log line', () => {
    const ids = new RegExp(`\\b(${Object.values(RENAMED).join('|')})`);
    for (const l of logs)
      for (const language of LANGUAGES) {
        expect(l.text[language], l.key).not.toMatch(RAW);
        expect(l.text[language], l.key).not.toMatch(ids);
      }
  });
});

describe('territory names on the sample printed map', () => {
  const file = sampleFile();

  it('names its island by the biome the file gives it (desert), not by its id (FO3)', () => {
    const logs = renderedLogs(file);
    const island = logs.filter((l) => NAMING.includes(l.key) && l.territory === 'FO3');
    expect(island.length).toBeGreaterThan(0);
    for (const l of island) {
      expect(l.text.en, l.key).toContain(' Desert 3');
      expect(l.text.fr, l.key).toContain(' Désert 3');
      expect(l.text.en, l.key).not.toContain('Forest 3');
    }
    for (const l of logs) for (const language of LANGUAGES) expect(l.text[language], l.key).not.toMatch(RAW);
  }, 60_000);
});
