import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { iwariPrinted, mapOf, type IwariMove, type IwariState, type ScoringRecord } from '../../../games/iwari';
import { en } from '../../../games/iwari/i18n/en';
import { fr } from '../../../games/iwari/i18n/fr';
import {
  game,
  hand,
  matchWith,
  must,
  RENAMED,
  renamedFile,
  tents,
  totems,
  turnOf,
} from '../../../games/iwari/test/helpers';
import type { GameStrings } from '../../kit';
import { translator } from '../../../engine/i18n/gameText';
import { renderContractBoard, SEATS } from '../../test/boardHarness';
import Board from './Board';
import { scoringSteps } from './ScoringView';

// The board's labels on a host's map whose ids owe nothing to the stand-ins (the
// sample printed map renamed: TU1 is "Y7", its spaces "Y7-a"…): tent spaces, totem
// circles, the inspector, the picked pieces, the feat's buttons and the plaques name
// territories by biome and number, in English and French, and never show an id.

const STRINGS = { en, fr } as unknown as Record<'en' | 'fr', GameStrings>;

const WORDS = {
  en: {
    space: 'Tent space 1 in Tundra 1: pick it',
    totem: 'Totem circle of Glacier 2: pick a totem',
    head: 'Glacier 2: 5 of 6 tent spaces free.',
    connection: /^Connection \d+ \((land|water)\) between Glacier 2 and \S+ \d\./,
    majority: 'Totem majority in Glacier 2: Alice (●).',
    picked: 'In Tundra 1: 1 tent, 0 totems.',
    feat: ['Desert 1', 'Glacier 2', 'Tundra 1'],
    settlement: '3 tents in Tundra 1, 1 tent in Forest 1',
  },
  fr: {
    space: 'Espace de tente 1 en Toundra 1 : le choisir',
    totem: 'Cercle de totems en Glacier 2 : choisir un totem',
    head: 'Glacier 2 :',
    connection: /^Connexion \d+ \((terrestre|maritime)\) entre Glacier 2 et \S+ \d\./,
    majority: 'Majorité de totems en Glacier 2 : Alice (●).',
    picked: 'En Toundra 1 : 1 tente, 0 totems.',
    feat: ['Désert 1', 'Glacier 2', 'Toundra 1'],
    settlement: '3 tentes en Toundra 1, 1 tente en Forêt 1',
  },
} as const;

const printed = iwariPrinted(renamedFile());
const files = import.meta.glob<Record<string, unknown>>('../../../games/iwari/i18n/[a-z][a-z].ts', { eager: true });

function render(language: 'en' | 'fr', prepare: (G: IwariState) => void) {
  const state = matchWith(
    3,
    (G) => {
      G.printedMap = printed;
      prepare(G);
    },
    { feats: true },
  );
  return renderContractBoard<IwariState, IwariMove>(
    { gameId: 'iwari', game, Board, strings: STRINGS[language] },
    state,
    '0',
  );
}

/** Every text a player can read or hear, one a line: the page's texts and every label. */
function everyText(): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const e of Array.from(document.querySelectorAll('[aria-label]'))) texts.push(e.getAttribute('aria-label') ?? '');
  return texts.join('\n');
}

const ids = new RegExp(`\\b(${Object.values(RENAMED).join('|')})\\b|territory\\.\\S|iwari:|\\{\\{`);

describe.each(['en', 'fr'] as const)('territory names on a renamed map (%s)', (language) => {
  const words = WORDS[language];

  it('names tent spaces, totem circles, the inspector and the picked pieces by biome and number', () => {
    render(language, (G) => {
      tents(G, '0', 'H8-a');
      totems(G, '0', 'H8');
      turnOf(G, '0');
      hand(G, '0', 'tundra', 'glacier', 'glacier');
    });
    expect(screen.getByTestId('space-Y7-a').getAttribute('aria-label')).toBe(words.space);
    expect(screen.getByTestId('totem-H8').getAttribute('aria-label')).toBe(words.totem);
    // The plaques: the island "B6" is the sample's Desert 3.
    expect(screen.getByTestId('territory-B6').querySelector('.iw-territory-label')?.textContent?.slice(-1)).toBe('3');
    fireEvent.mouseEnter(screen.getByTestId('territory-H8'));
    expect(screen.getByTestId('inspector').textContent).toContain(words.head);
    const [n] = renamedFile()
      .connections.filter((c) => c.a === 'H8')
      .map((c) => c.n);
    fireEvent.mouseEnter(screen.getByTestId(`connection-${n}`));
    const connection = screen.getByTestId('inspector').textContent!;
    expect(connection).toMatch(words.connection);
    expect(connection).toContain(words.majority);
    fireEvent.click(screen.getByTestId('space-Y7-a'));
    expect(screen.getByTestId('placement').textContent).toContain(words.picked);
    expect(everyText()).not.toMatch(ids);
  });

  it("names the feat's territories by biome and number on its buttons", () => {
    render(language, (G) => {
      tents(G, '1', 'B6-a', 'B6-b', 'B6-c', 'B6-d');
      turnOf(G, '0');
      hand(G, '0', 'desert');
      must(G, '0', 'place', 'B6', ['B6-e'], ['desert']);
    });
    const buttons = within(screen.getByTestId('feat-choice'))
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    for (const name of words.feat) expect(buttons).toContain(name);
    expect(everyText()).not.toMatch(ids);
  });

  it("names a settlement's territories by biome and number in the scoring's walk", () => {
    const tr = translator('iwari', files, language);
    const t = (key: string, params?: Record<string, string | number>) => tr(`iwari:${key}`, params ?? {});
    const record: ScoringRecord = {
      kind: 'final',
      territories: [],
      connections: [],
      settlements: [{ player: '0', spaces: ['Y7-a', 'Y7-b', 'Y7-c', 'K2-a'] }],
      road: null,
      totals: { 0: 4 },
    };
    const index = mapOf({ mapId: 'standinA', printedMap: printed });
    const step = scoringSteps(t, record, SEATS.slice(0, 3), index).find((s) => s.owner === '0')!;
    expect(step.detail).toBe(words.settlement);
  });
});
