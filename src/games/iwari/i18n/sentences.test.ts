import { describe, expect, it } from 'vitest';
import { itCountsRight, translator, type CountCase } from '../../../engine/i18n/gameText';

// Iwari's sentences as players read them in English, Polish and Breton (numbers
// given as text, as the kit gives them): plural forms and nestings.
const files = import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true });
const t = translator('iwari', files);
const pl = translator('iwari', files, 'pl');
const br = translator('iwari', files, 'br');

// Every Iwari message that shows a count, for 1 and for 2.
const iwariCases: CountCase[] = [
  [
    'log.reshuffle',
    (n) => ({ cards: String(n) }),
    'The discard pile is shuffled into a new deck of 1 card.',
    'The discard pile is shuffled into a new deck of 2 cards.',
  ],
  [
    'log.tentPoints',
    (n) => ({ player: 'Ann', biome: 'tundra', number: '1', tents: String(n), factor: '1', points: String(n) }),
    'Ann scores 1 point for 1 tent in Tundra 1 (×1).',
    'Ann scores 2 points for 2 tents in Tundra 1 (×1).',
  ],
  [
    'log.totemPoints',
    (n) => ({ player: 'Ann', connection: '3', factor: '1', points: String(n) }),
    'Ann scores 1 point for the totem majority on both sides of connection 3 (×1).',
    'Ann scores 2 points for the totem majority on both sides of connection 3 (×1).',
  ],
  [
    'log.settlementPoints',
    (n) => ({ player: 'Ann', size: String(n + 4), points: String(n) }),
    'Ann scores 1 point for a settlement of 5 tents.',
    'Ann scores 2 points for a settlement of 6 tents.',
  ],
  [
    'log.roadPoints',
    (n) => ({ player: 'Ann', tents: String(n), points: String(n) }),
    'Ann scores 1 point for 1 tent on the purple road.',
    'Ann scores 2 points for 2 tents on the purple road.',
  ],
  [
    'log.scoringTotal',
    (n) => ({ player: 'Ann', half: 'true', points: String(n), total: '9' }),
    'Half journey: Ann scores 1 point (total 9).',
    'Half journey: Ann scores 2 points (total 9).',
  ],
  [
    'log.expedition',
    (n) => ({ player: 'Ann', card: 'E3', rank: String(n), points: String(n) }),
    'Ann is the first to complete expedition E3 and scores 1 point.',
    'Ann is the second to complete expedition E3 and scores 2 points.',
  ],
  [
    'prompt.draw',
    (n) => ({ left: String(n) }),
    'Draw 1 more card from the deck or the display.',
    'Draw 2 more cards from the deck or the display.',
  ],
  [
    'board.territoryHead',
    (n) => ({ biome: 'tundra', number: 1, free: 1, spaces: n }),
    'Tundra 1: 1 of 1 tent space free.',
    'Tundra 1: 1 of 2 tent spaces free.',
  ],
  [
    'board.picked',
    (n) => ({ biome: 'tundra', number: 1, tentCount: n, totems: n }),
    'In Tundra 1: 1 tent, 1 totem.',
    'In Tundra 1: 2 tents, 2 totems.',
  ],
  [
    'board.stepSettlement',
    (n) => ({ player: 'Ann', size: n }),
    'Settlement of Ann, 1 tent:',
    'Settlement of Ann, 2 tents:',
  ],
  ['board.drawDeck', (n) => ({ count: n }), 'Draw from the deck (1 card)', 'Draw from the deck (2 cards)'],
  ['board.deck', (n) => ({ count: n }), 'Deck: 1 card', 'Deck: 2 cards'],
];

describe('English', () => {
  itCountsRight('iwari', t, iwariCases);

  it('words lists of Iwari cards so that one card reads right too', () => {
    expect(t('iwari:log.neutralDiscard', { player: 'Ann', cards: 'coast' })).toBe(
      'Ann discards what the third tribe did not use: coast.',
    );
    expect(t('iwari:log.neutralSkipped', { player: 'Ann', cards: 'coast' })).toBe(
      'The third tribe cannot move with coast, which Ann discards.',
    );
  });

  it('says who won, and how a tie was broken', () => {
    expect(t('iwari:log.gameOver', { winners: 'Ann', tieBreak: 'false' })).toBe('The journey is over. Won by Ann.');
    expect(t('iwari:log.gameOver', { winners: 'Ann', tieBreak: 'true' })).toBe(
      'The journey is over. Won by Ann (tied on points: the most unused tents and totems decide).',
    );
  });
});

describe("places in players' words", () => {
  const all = ['en', 'fr', 'pl', 'vi', 'br'].map((l) => translator('iwari', files, l));
  const placed = {
    player: 'Ann',
    territory: 'TU1',
    biome: 'tundra',
    number: '1',
    pieces: 'TU1.6',
    tentCount: '1',
    totems: '1',
    cards: 'tundra',
  };

  it('names a territory by its biome and number, and the pieces by what they are, never by their ids', () => {
    expect(all.map((tr) => tr('iwari:log.place', placed))).toEqual([
      'Ann places a tent and a totem in Tundra 1, paying tundra.',
      'Ann place une tente et un totem en Toundra 1 en jouant tundra.',
      'Ann stawia na terytorium Tundra 1: namiot i totem, płacąc kartami: tundra.',
      'Ann đặt một lều và một vật tổ vào Đài Nguyên 1, trả tundra.',
      'Ann a lak un deltenn hag un totem en tiriad Tundra 1, en ur baeañ gant tundra.',
    ]);
    expect(t('iwari:log.place', { ...placed, tentCount: '2', totems: '0' })).toBe(
      'Ann places two tents in Tundra 1, paying tundra.',
    );
    expect(
      t('iwari:log.placeNeutral', {
        ...placed,
        territory: 'DE2',
        biome: 'desert',
        number: '2',
        tentCount: '0',
        totems: '2',
      }),
    ).toBe('Ann moves the third tribe: two totems in Desert 2, paying tundra.');
    expect(
      t('iwari:log.featOnTerritory', { player: 'Ann', feat: 'union', territory: 'CO2', biome: 'coast', number: '2' }),
    ).toContain('on Coast 2: its tent scoring rises by one.');
  });

  it('labels a tent space by its number in its territory', () => {
    expect(all.map((tr) => tr('iwari:board.spaceTarget', { space: '1', biome: 'desert', number: '2' }))).toEqual([
      'Tent space 1 in Desert 2: pick it',
      'Espace de tente 1 en Désert 2 : le choisir',
      'Miejsce na namiot 1 na terytorium Pustynia 2: wybierz je',
      'Ô lều 1 ở Sa Mạc 2: chọn ô này',
      "Lec'h teltenn 1 en tiriad Dezerzh 2: dibabit anezhañ",
    ]);
  });
});

describe('Polish', () => {
  const forms = [1, 2, 5, 12, 22] as const;

  it('counts cards to draw and tents in Iwari', () => {
    expect(forms.map((n) => pl('iwari:prompt.draw', { left: String(n) }))).toEqual([
      'Dobierz jeszcze 1 kartę z talii lub z oferty.',
      'Dobierz jeszcze 2 karty z talii lub z oferty.',
      'Dobierz jeszcze 5 kart z talii lub z oferty.',
      'Dobierz jeszcze 12 kart z talii lub z oferty.',
      'Dobierz jeszcze 22 karty z talii lub z oferty.',
    ]);
    expect(pl('iwari:log.settlementPoints', { player: 'Ala', size: '5', points: '5' })).toBe(
      'Ala dostaje 5 punktów za osadę: 5 namiotów.',
    );
  });

  it('speaks of players in the present tense, which tells no gender', () => {
    expect(pl('iwari:log.expedition', { player: 'Ala', card: 'E3', rank: '2', points: '2' })).toBe(
      'Ala jako drugie plemię wypełnia wyprawę E3 i dostaje 2 punkty.',
    );
  });
});

describe('Breton', () => {
  it("counts feminine tents and cards in Iwari (div deltenn, teir c'hartenn)", () => {
    expect(
      ['1', '2', '3', '4', '6'].map((n) => br('iwari:log.roadPoints', { player: 'Anna', tents: n, points: n })),
    ).toEqual([
      "Anna a c'hounez 1 poent evit 1 teltenn war an hent mouk.",
      "Anna a c'hounez 2 boent evit 2 deltenn war an hent mouk.",
      "Anna a c'hounez 3 foent evit 3 zeltenn war an hent mouk.",
      "Anna a c'hounez 4 foent evit 4 zeltenn war an hent mouk.",
      "Anna a c'hounez 6 poent evit 6 teltenn war an hent mouk.",
    ]);
    expect(['1', '2', '3'].map((left) => br('iwari:prompt.draw', { left }))).toEqual([
      "Tennit 1 kartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
      "Tennit 2 gartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
      "Tennit 3 c'hartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
    ]);
  });
});
