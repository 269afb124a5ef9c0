import { describe, expect, it } from 'vitest';
import { translator } from '../../../engine/i18n/gameText';

// Caylus's sentences as players read them in English, Polish and Breton (numbers
// given as text, as the kit gives them): plural forms and nestings.
const files = import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true });
const t = translator('caylus', files);
const pl = translator('caylus', files, 'pl');
const br = translator('caylus', files, 'br');

describe('English', () => {
  it('reads 1 and 2 right', () => {
    expect(t('caylus:log.income', { player: 'Ann', deniers: 1 })).toBe('Ann receives 1 denier of income.');
    expect(t('caylus:log.income', { player: 'Ann', deniers: 2 })).toBe('Ann receives 2 deniers of income.');
    expect(t('caylus:log.favourSimple', { player: 'Ann', count: 1, vp: 1 })).toBe(
      'Ann earns 1 royal favour, worth 1 point.',
    );
  });

  it('agrees with plural castle section names in Caylus', () => {
    expect(t('caylus:log.sectionScored', { section: 'walls' })).toBe('The Walls section is scored.');
    expect(t('caylus:board.lockedHelp', { section: 'Walls' })).toBe('Locked until the Walls section is scored.');
  });
});

describe('a penalty on a score of 0, in every language', () => {
  it('says nothing is left to lose, never "loses 0 points"', () => {
    const all = ['en', 'fr', 'pl', 'vi', 'br'].map((l) => translator('caylus', files, l));
    expect(all.map((tr) => tr('caylus:log.castlePenaltyNone', { player: 'Ann' }))).toEqual([
      'Ann built nothing in the castle but has no points left to lose.',
      'Ann n’a rien bâti au château mais n’a plus de point à perdre.',
      'Ann nic nie buduje w zamku, ale nie ma już punktów do stracenia.',
      'Ann không xây gì cho lâu đài nhưng không còn điểm nào để mất.',
      "Netra savet gant Ann er c'hastell, met poent ebet ken da goll.",
    ]);
    expect(t('caylus:log.sectionPenaltyNone', { player: 'Ann', section: 'walls' })).toBe(
      'Ann has no house in the Walls but has no points left to lose.',
    );
  });
});

describe('Polish', () => {
  const forms = [1, 2, 5, 12, 22] as const;

  it('counts deniers, royal favours and spaces in Caylus', () => {
    expect(forms.map((n) => pl('caylus:log.income', { player: 'Ala', deniers: String(n) }))).toEqual([
      'Ala otrzymuje 1 denar dochodu.',
      'Ala otrzymuje 2 denary dochodu.',
      'Ala otrzymuje 5 denarów dochodu.',
      'Ala otrzymuje 12 denarów dochodu.',
      'Ala otrzymuje 22 denary dochodu.',
    ]);
    expect(pl('caylus:log.favourSimple', { player: 'Ala', count: '1', vp: '3' })).toBe(
      '1 łaska królewska dla gracza Ala, czyli 3 punkty.',
    );
    expect(pl('caylus:log.favourSimple', { player: 'Ala', count: '2', vp: '6' })).toBe(
      '2 łaski królewskie dla gracza Ala, czyli 6 punktów.',
    );
    expect(pl('caylus:log.bailiff', { spaces: '1', to: '7' })).toBe(
      'Koniec tury! Zarządca przesuwa się o 1 pole naprzód, na pole 7.',
    );
    expect(pl('caylus:log.bailiff', { spaces: '2', to: '9' })).toBe(
      'Koniec tury! Zarządca przesuwa się o 2 pola naprzód, na pole 9.',
    );
    expect(pl('caylus:log.sell', { player: 'Ala', building: 'neutral_marketplace', cube: 'stone', deniers: '4' })).toBe(
      'Targ: Ala sprzedaje 1 × kamień za 4 denary.',
    );
  });

  it('speaks of players in the present tense, which tells no gender', () => {
    expect(pl('caylus:log.castleBest', { player: 'Ala', houses: '2' })).toBe(
      'Ala ma najwięcej nowych domów w zamku (2) i dostaje 1 łaskę.',
    );
  });
});

describe('Breton', () => {
  const numbers = ['1', '2', '3', '5', '9', '12', '21', '22', '1000000'] as const;

  it('mutates deniers and points in Caylus, even where English writes a bare number', () => {
    expect(numbers.map((n) => br('caylus:log.income', { player: 'Anna', deniers: n }))).toEqual([
      'Anna a resev 1 diner a leve.',
      'Anna a resev 2 ziner a leve.',
      'Anna a resev 3 diner a leve.',
      'Anna a resev 5 diner a leve.',
      'Anna a resev 9 diner a leve.',
      'Anna a resev 12 diner a leve.',
      'Anna a resev 21 diner a leve.',
      'Anna a resev 22 ziner a leve.',
      'Anna a resev 1000000 a zinerioù a leve.',
    ]);
    expect(
      ['1', '2', '3', '4', '5'].map((vp) =>
        br('caylus:log.castleBatch', { player: 'Anna', section: 'walls', cubes: 'boued, koad, maen', vp }),
      ),
    ).toEqual([
      "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 1 poent.",
      "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 2 boent.",
      "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 3 foent.",
      "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 4 foent.",
      "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 5 poent.",
    ]);
    expect(br('caylus:log.bribe', { player: 'Anna', spaces: '3', from: '6', to: '9', deniers: '3' })).toBe(
      "Anna a zilec'h ar profost 3 c'harrez (eus 6 da 9) evit 3 diner.",
    );
    expect(br('caylus:choice.offerCubes', { count: 2 })).toBe('2 gub');
  });
});
