import { describe, expect, it } from 'vitest';
import { itCountsRight, translator, type CountCase } from '../../../engine/i18n/gameText';

// Troyes's sentences as players read them in English, Polish and Breton (numbers
// given as text, as the kit gives them): plural forms and nestings.
const files = import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true });
const t = translator('troyes', files);
const pl = translator('troyes', files, 'pl');
const br = translator('troyes', files, 'br');

// Every Troyes message that shows a count, for 1 and for 2.
const troyesCases: CountCase[] = [
  [
    'log.neutralsPlaced',
    (n) => ({ count: String(n) }),
    'A neutral citizen takes its place in the buildings.',
    '2 neutral citizens take their places in the buildings.',
  ],
  [
    'log.income',
    (n) => ({ player: 'Ann', income: String(n), salary: String(n), paid: String(n) }),
    'Ann receives 1 denier and pays 1 of 1 denier in salaries.',
    'Ann receives 2 deniers and pays 2 of 2 deniers in salaries.',
  ],
  [
    'log.eventPay',
    (n) => ({ player: 'Ann', event: 'famine', deniers: String(n), influence: String(n) }),
    'Famine: Ann pays 1 denier and 1 influence.',
    'Famine: Ann pays 2 deniers and 2 influence.',
  ],
  [
    'log.buy',
    (n) => ({ player: 'Ann', seller: 'Bob', dice: 'r4', price: String(n) }),
    'Ann buys r4 from Bob for 1 denier.',
    'Ann buys r4 from Bob for 2 deniers.',
  ],
  [
    'log.buyNeutral',
    (n) => ({ player: 'Ann', dice: 'r4', price: String(n) }),
    'Ann buys r4 from the neutral district for 1 denier.',
    'Ann buys r4 from the neutral district for 2 deniers.',
  ],
  [
    'log.activate',
    (n) => ({ player: 'Ann', card: 'miller', dice: 'y5', activations: String(n) }),
    'Ann activates Miller with y5: 1 activation.',
    'Ann activates Miller with y5: 2 activations.',
  ],
  [
    'log.tradesman',
    (n) => ({ player: 'Ann', card: 'miller', slot: '1', cost: String(n) }),
    'Ann hires a tradesman on Miller for 1 denier (slot 1).',
    'Ann hires a tradesman on Miller for 2 deniers (slot 1).',
  ],
  [
    'log.tradesmanMoved',
    (n) => ({ player: 'Ann', card: 'miller', from: 'monk', slot: '1', cost: String(n) }),
    'Ann moves a tradesman from Monk to Miller for 1 denier (slot 1).',
    'Ann moves a tradesman from Monk to Miller for 2 deniers (slot 1).',
  ],
  [
    'log.gain',
    (n) => ({
      player: 'Ann',
      card: 'goldsmith',
      activations: String(n),
      deniers: String(n),
      influence: '0',
      vp: String(n),
      citizens: String(n),
      paid: '0',
    }),
    'Goldsmith × 1: Ann pays 0 and gains 1 denier, 0 influence, 1 VP, 1 citizen.',
    'Goldsmith × 2: Ann pays 0 and gains 2 deniers, 0 influence, 2 VP, 2 citizens.',
  ],
  [
    'log.cubesStored',
    (n) => ({ player: 'Ann', card: 'monk', cubes: String(n) }),
    'Ann stores 1 cube on Monk.',
    'Ann stores 2 cubes on Monk.',
  ],
  [
    'log.archerRoll',
    (n) => ({ player: 'Ann', rolls: '5, 6', hits: String(n) }),
    "Ann's archers roll 5, 6: 1 hit.",
    "Ann's archers roll 5, 6: 2 hits.",
  ],
  [
    'log.fightEvent',
    (n) => ({ player: 'Ann', event: 'war', dice: 'r6', cubes: String(n), placed: String(n), influence: String(n) }),
    'Ann fights War with r6: 1 cube, 1 placed, 1 influence.',
    'Ann fights War with r6: 2 cubes, 2 placed, 2 influence.',
  ],
  [
    'log.agriculture',
    (n) => ({ player: 'Ann', dice: 'y2', deniers: String(n) }),
    'Ann farms with y2 for 1 denier.',
    'Ann farms with y2 for 2 deniers.',
  ],
  [
    'log.pass',
    (n) => ({ player: 'Ann', money: String(n) }),
    'Ann passes (1 denier in the district).',
    'Ann passes (2 deniers in the district).',
  ],
  [
    'log.passMoney',
    (n) => ({ player: 'Ann', deniers: String(n) }),
    'Ann collects 1 denier of passing money.',
    'Ann collects 2 deniers of passing money.',
  ],
  [
    'prompt.action',
    (n) => ({ deniers: String(n) }),
    'Your action (1 denier in hand): choose 1–3 dice of one colour and a target, spend influence, or pass.',
    'Your action (2 deniers in hand): choose 1–3 dice of one colour and a target, spend influence, or pass.',
  ],
  [
    'prompt.actionNoPass',
    (n) => ({ deniers: String(n) }),
    'Your action (1 denier in hand): you have spent influence, so choose 1–3 dice of one colour and a target, or spend more; you may pass only if no action is left.',
    'Your action (2 deniers in hand): you have spent influence, so choose 1–3 dice of one colour and a target, or spend more; you may pass only if no action is left.',
  ],
  [
    'prompt.split',
    (n) => ({ card: 'miller', max: String(n) }),
    'Miller, 1 activation: how many count the Palace (the rest count the Bishopric)?',
    'Miller, 2 activations: how many count the Palace (the rest count the Bishopric)?',
  ],
  [
    'prompt.archer',
    (n) => ({ hits: String(n) }),
    'Your archers have 1 hit to use: put a cube on an event, or leave a hit unused.',
    'Your archers have 2 hits to use: put a cube on an event, or leave a hit unused.',
  ],
  ['board.flags', (n) => ({ cubes: 0, flags: n }), '0 of 1 flag', '0 of 2 flags'],
  ['board.price', (n) => ({ price: n }), 'Price of bought dice: 1 denier', 'Price of bought dice: 2 deniers'],
  ['board.activations', (n) => ({ count: n }), '1 activation', '2 activations'],
  ['board.cubesOn', (n) => ({ count: n, player: 'Ann' }), '1 cube of Ann', '2 cubes of Ann'],
  ['cardInfo.cost', (n) => ({ cost: n }), 'Tradesman: 1 denier', 'Tradesman: 2 deniers'],
  [
    'eventText.payDeniers',
    (n) => ({ deniers: n }),
    'Every round, each player pays 1 denier.',
    'Every round, each player pays 2 deniers.',
  ],
  [
    'eventText.payBoth',
    (n) => ({ deniers: n, influence: n }),
    'Every round, each player pays 1 denier and loses 1 influence.',
    'Every round, each player pays 2 deniers and loses 2 influence.',
  ],
  [
    'eventText.payPerCitizen',
    (n) => ({ deniers: n, building: 'palace' }),
    'Every round, each player pays 1 denier per own citizen in the Palace.',
    'Every round, each player pays 2 deniers per own citizen in the Palace.',
  ],
  ['eventText.black', (n) => ({ count: n }), 'Adds 1 black die every round.', 'Adds 2 black dice every round.'],
  [
    'eventText.fight',
    (n) => ({ colour: 'red', divisor: 2, flags: n, first: 4, second: 2 }),
    'Fight: 1–3 red dice ÷ 2 = cubes; 1 flag; most cubes 4 VP, second 2 VP.',
    'Fight: 1–3 red dice ÷ 2 = cubes; 2 flags; most cubes 4 VP, second 2 VP.',
  ],
  [
    'cardText.innkeeper',
    (n) => ({ amount: n, influence: 1 }),
    'Per activation: pay 1 denier to gain 1 influence. You choose how many.',
    'Per activation: pay 2 deniers to gain 1 influence. You choose how many.',
  ],
  [
    'cardText.artisan',
    (n) => ({ amount: 1, deniers: n }),
    'Per activation: pay 1 influence to gain 1 denier. You choose how many.',
    'Per activation: pay 1 influence to gain 2 deniers. You choose how many.',
  ],
  [
    'cardText.merchant',
    (n) => ({ deniers: n }),
    'Per activation: 1 denier for each of your citizens in City Hall.',
    'Per activation: 2 deniers for each of your citizens in City Hall.',
  ],
  [
    'cardText.miller',
    (n) => ({ deniers: n }),
    'Per activation: 1 denier for each of your citizens in the Palace, or in the Bishopric (chosen per activation).',
    'Per activation: 2 deniers for each of your citizens in the Palace, or in the Bishopric (chosen per activation).',
  ],
  [
    'cardText.journeyman',
    (n) => ({ amount: n, vp: 1 }),
    'Per activation: pay 1 denier to gain 1 VP. You choose how many.',
    'Per activation: pay 2 deniers to gain 1 VP. You choose how many.',
  ],
  [
    'cardText.goldsmith',
    (n) => ({ vp: 1, deniers: n }),
    'Per activation: 1 VP and 1 denier.',
    'Per activation: 1 VP and 2 deniers.',
  ],
  ['cardText.mercenary', (n) => ({ deniers: n }), 'Per activation: 1 denier.', 'Per activation: 2 deniers.'],
];

describe('English', () => {
  itCountsRight('troyes', t, troyesCases);

  it("names a black die as a die, and a seat's money as what it has", () => {
    expect(t('troyes:log.concede', { player: 'Ann', black: '5' })).toBe(
      'Ann cannot beat the black die showing 5; the die is discarded.',
    );
    expect(t('troyes:prompt.concede', { highest: '5' })).toBe(
      'Your dice cannot beat the highest black die (5): spend influence, or lose 2 VP.',
    );
  });

  it('says what the final score numbers are for, and who won, for one winner or several', () => {
    expect(
      t('troyes:log.finalScore', {
        player: 'Ann',
        play: '20',
        tradesmen: '3',
        events: '1',
        cathedral: '-2',
        characters: '9',
        total: '31',
      }),
    ).toBe('Ann: 20 VP of play, 3 for tradesmen, 1 for events, -2 for the cathedral, 9 for characters: 31 VP in all.');
    expect(t('troyes:log.gameOver', { winners: 'Ann' })).toBe('Game over. Won by Ann.');
    expect(t('troyes:log.gameOver', { winners: 'Ann, Bob' })).toBe('Game over. Won by Ann, Bob.');
  });
});

describe('Polish', () => {
  it('counts Troyes citizens as objects and neutral citizens with the zero form', () => {
    const gain = (n: string) =>
      pl('troyes:log.gain', {
        player: 'Ala',
        card: 'goldsmith',
        activations: n,
        deniers: n,
        influence: '0',
        vp: n,
        citizens: n,
        paid: '0',
      });
    expect(gain('1')).toBe('Złotnik × 1: Ala płaci 0 i zyskuje 1 denar, 0 pkt wpływu, 1 PZ, 1 obywatela.');
    expect(gain('2')).toBe('Złotnik × 2: Ala płaci 0 i zyskuje 2 denary, 0 pkt wpływu, 2 PZ, 2 obywateli.');
    expect(['0', '1', '3'].map((n) => pl('troyes:log.neutralsPlaced', { count: n }))).toEqual([
      'Żaden neutralny obywatel nie zajmuje miejsca w budynkach.',
      'Neutralny obywatel zajmuje miejsce w budynkach.',
      '3 neutralnych obywateli zajmuje miejsca w budynkach.',
    ]);
    expect(pl('troyes:log.eventDie', { player: 'Ala', event: 'drought', die: 'y5' })).toBe(
      'Susza: Ala traci kość: żółta 5.',
    );
  });
});

describe('Breton', () => {
  it('counts Troyes citizens, with the zero sentence for none', () => {
    expect(['0', '1', '2', '3', '21'].map((count) => br('troyes:log.neutralsPlaced', { count }))).toEqual([
      'Keodedad neptu ebet ne ya er savadurioù.',
      '1 keodedad neptu a ya er savadurioù.',
      '2 geodedad neptu a ya er savadurioù.',
      "3 c'heodedad neptu a ya er savadurioù.",
      '21 keodedad neptu a ya er savadurioù.',
    ]);
    expect(br('troyes:log.eventDie', { player: 'Anna', event: 'drought', die: 'y5' })).toBe(
      "Sec'hor: Anna a goll an diñs 5 melen.",
    );
  });
});
