import { describe, expect, it } from 'vitest';
import { createI18n, loadGameStrings, setLanguage } from './index';

// Polish counts in three forms (1 denar, 2 denary, 5 denarów; 22 like 2, 12 like 5)
// and marks a past-tense verb's gender, which a player's name does not tell: the
// Polish strings read right for each form, through the nestings the kit uses, and
// speak of players in the present tense.

async function polish(...games: string[]) {
  const i18n = createI18n();
  await setLanguage('pl', i18n, { remember: false });
  for (const id of games) await loadGameStrings(id, i18n);
  return i18n.getFixedT('pl');
}

// The kit hands log sentences their numbers as text.
const forms = [1, 2, 5, 12, 22] as const;

describe('Polish plural forms', () => {
  it('counts deniers, royal favours and spaces in Caylus', async () => {
    const t = await polish('caylus');
    expect(forms.map((n) => t('caylus:log.income', { player: 'Ala', deniers: String(n) }))).toEqual([
      'Ala otrzymuje 1 denar dochodu.',
      'Ala otrzymuje 2 denary dochodu.',
      'Ala otrzymuje 5 denarów dochodu.',
      'Ala otrzymuje 12 denarów dochodu.',
      'Ala otrzymuje 22 denary dochodu.',
    ]);
    expect(t('caylus:log.favourSimple', { player: 'Ala', count: '1', vp: '3' })).toBe('1 łaska królewska dla gracza Ala, czyli 3 punkty.');
    expect(t('caylus:log.favourSimple', { player: 'Ala', count: '2', vp: '6' })).toBe('2 łaski królewskie dla gracza Ala, czyli 6 punktów.');
    expect(t('caylus:log.bailiff', { spaces: '1', to: '7' })).toBe('Koniec tury! Zarządca przesuwa się o 1 pole naprzód, na pole 7.');
    expect(t('caylus:log.bailiff', { spaces: '2', to: '9' })).toBe('Koniec tury! Zarządca przesuwa się o 2 pola naprzód, na pole 9.');
    expect(t('caylus:log.sell', { player: 'Ala', building: 'neutral_marketplace', cube: 'stone', deniers: '4' }))
      .toBe('Targ: Ala sprzedaje 1 × kamień za 4 denary.');
  });

  it('counts action points and rotations in Tikal', async () => {
    const t = await polish('tikal');
    expect(forms.map((n) => t('tikal:prompt.actions', { ap: String(n) }))).toEqual([
      'Masz 1 punkt akcji.', 'Masz 2 punkty akcji.', 'Masz 5 punktów akcji.', 'Masz 12 punktów akcji.', 'Masz 22 punkty akcji.',
    ]);
    expect(t('tikal:board.turned', { rotation: 1 })).toBe('obrócona o 1 szóstą obrotu zgodnie z ruchem wskazówek zegara');
    expect(t('tikal:board.turned', { rotation: 5 })).toBe('obrócona o 5 szóstych obrotu zgodnie z ruchem wskazówek zegara');
  });

  it('counts Troyes citizens as objects and neutral citizens with the zero form', async () => {
    const t = await polish('troyes');
    const gain = (n: string) => t('troyes:log.gain', {
      player: 'Ala', card: 'goldsmith', activations: n, deniers: n, influence: '0', vp: n, citizens: n, paid: '0',
    });
    expect(gain('1')).toBe('Złotnik × 1: Ala płaci 0 i zyskuje 1 denar, 0 pkt wpływu, 1 PZ, 1 obywatela.');
    expect(gain('2')).toBe('Złotnik × 2: Ala płaci 0 i zyskuje 2 denary, 0 pkt wpływu, 2 PZ, 2 obywateli.');
    expect(['0', '1', '3'].map((n) => t('troyes:log.neutralsPlaced', { count: n }))).toEqual([
      'Żaden neutralny obywatel nie zajmuje miejsca w budynkach.',
      'Neutralny obywatel zajmuje miejsce w budynkach.',
      '3 neutralnych obywateli zajmuje miejsca w budynkach.',
    ]);
    expect(t('troyes:log.eventDie', { player: 'Ala', event: 'drought', die: 'y5' })).toBe('Susza: Ala traci kość: żółta 5.');
  });

  it('counts cards to draw and tents in Iwari', async () => {
    const t = await polish('iwari');
    expect(forms.map((n) => t('iwari:prompt.draw', { left: String(n) }))).toEqual([
      'Dobierz jeszcze 1 kartę z talii lub z oferty.',
      'Dobierz jeszcze 2 karty z talii lub z oferty.',
      'Dobierz jeszcze 5 kart z talii lub z oferty.',
      'Dobierz jeszcze 12 kart z talii lub z oferty.',
      'Dobierz jeszcze 22 karty z talii lub z oferty.',
    ]);
    expect(t('iwari:log.settlementPoints', { player: 'Ala', size: '5', points: '5' })).toBe('Ala dostaje 5 punktów za osadę: 5 namiotów.');
  });

  it('counts the site\'s steps to undo', async () => {
    const t = await polish();
    expect(forms.map((n) => t('table.undo', { count: n }))).toEqual([
      'Cofnij', 'Cofnij (2 kroki)', 'Cofnij (5 kroków)', 'Cofnij (12 kroków)', 'Cofnij (22 kroki)',
    ]);
  });
});

describe('Polish sentences about players', () => {
  it('use no past-tense verb whose ending would give the player a gender', async () => {
    const t = await polish('caylus', 'tikal', 'troyes', 'iwari');
    const said = [
      t('caylus:log.castleBest', { player: 'Ala', houses: '2' }),
      t('tikal:log.lastTileFree', { player: 'Ala', tile: 'G2' }),
      t('iwari:log.expedition', { player: 'Ala', card: 'E3', rank: '2', points: '2' }),
      t('common:table.awayWait', { seconds: 30 }),
    ];
    expect(said).toEqual([
      'Ala ma najwięcej nowych domów w zamku (2) i dostaje 1 łaskę.',
      'Na koniec rundy Ala bierze za darmo ostatnią płytkę, G2.',
      'Ala jako drugie plemię wypełnia wyprawę E3 i dostaje 2 punkty.',
      'Jeśli nie wróci, za 30 s możesz oddać to miejsce botowi albo je zwolnić.',
    ]);
  });
});
