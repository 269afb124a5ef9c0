import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { gameInfos } from '../../games/meta';
import { en as iwariEn } from '../../games/iwari/i18n/en';
import { en as troyesEn } from '../../games/troyes/i18n/en';
import type { GameStrings } from '../../engine/i18n/types';
import { addGameStrings, createI18n } from '../i18n';
import { ServicesContext } from '../site/services';
import type { PrintedInUse } from '../site/summaryApi';
import { testServices } from '../test/render';
import { RulesPage } from './RulesPage';

// The rules page of a game that takes a host's printed values lists every value,
// marked "printed" (the file the server makes new tables with) or "stand-in".

const sample = (path: string): unknown => JSON.parse(readFileSync(join(__dirname, path), 'utf8'));

function renderRules(gameId: 'troyes' | 'iwari', inUse: PrintedInUse) {
  const i18n = createI18n();
  addGameStrings(i18n, 'troyes', troyesEn as unknown as GameStrings);
  addGameStrings(i18n, 'iwari', iwariEn as unknown as GameStrings);
  const services = testServices({
    games: gameInfos,
    tables: { summary: async () => null, printed: async () => inUse },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>
        <RulesPage gameId={gameId} />
      </ServicesContext.Provider>
    </I18nextProvider>,
  );
}

describe('the rules page with printed values', () => {
  it("Troyes: every card's values from the host's file, marked printed", async () => {
    renderRules('troyes', {
      file: 'troyes.json',
      values: sample('../../games/troyes/data/printed-sample/troyes.json'),
    });
    const values = await screen.findByTestId('printed-values', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Printed values and stand-ins' })).toBeTruthy();
    expect(values.textContent).toContain('New tables on this site use the printed values of troyes.json');
    expect(values.textContent).toContain('Tradesman: 12 deniers (printed)');
    expect(values.textContent).toContain('6+: 11 VP · 11+: 13 VP · 16+: 16 VP (printed)');
    expect(values.textContent).not.toContain('(stand-in)');
  });

  it('Troyes without a file: the stand-ins, marked so', async () => {
    renderRules('troyes', { file: null, values: null });
    const values = await screen.findByTestId('printed-values', {}, { timeout: 15_000 });
    expect(values.textContent).toContain('This site has no printed values');
    expect(values.textContent).toContain('Tradesman: 4 deniers (stand-in)');
    expect(values.textContent).not.toContain('(printed)');
  });

  it("Iwari: the printed map's name and its mountain table", async () => {
    renderRules('iwari', { file: 'iwari.json', values: sample('../../games/iwari/data/printed-sample/iwari.json') });
    const values = await screen.findByTestId('printed-values', {}, { timeout: 15_000 });
    expect(values.textContent).toContain('the printed map “Sample island map” (12 territories) of iwari.json');
    expect(values.textContent).toContain('3 players: kinds 1, 2 (printed)');
    expect(values.textContent).toContain('5 players: kinds — (printed)');
  });
});
