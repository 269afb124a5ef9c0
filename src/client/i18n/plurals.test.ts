import { describe, expect, it } from 'vitest';
import { englishStrings } from '../boards';
import { common } from './en';
import { createI18n, loadGameStrings } from './index';

// Counted words read right for 1 and for more (issue 11, defect 8): no raw "(s)"
// in any English string; i18next's plural forms, nested where the number is not
// called `count`.

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('plural forms', () => {
  it('leaves no raw "(s)" in the site\'s or any game\'s English strings', async () => {
    const all = strings(common, 'common', []);
    for (const [id, load] of Object.entries(englishStrings)) strings(await load(), id, all);
    expect(all.filter(([, s]) => /\w\(s\)/.test(s)).map(([path]) => path)).toEqual([]);
  });

  it('reads 1 and 2 right in Caylus and Tikal sentences', async () => {
    const i18n = createI18n();
    await loadGameStrings('caylus', i18n);
    await loadGameStrings('tikal', i18n);
    const t = i18n.getFixedT('en');
    expect(t('caylus:log.income', { player: 'Ann', deniers: 1 })).toBe('Ann receives 1 denier of income.');
    expect(t('caylus:log.income', { player: 'Ann', deniers: 2 })).toBe('Ann receives 2 deniers of income.');
    expect(t('caylus:log.favourSimple', { player: 'Ann', count: 1, vp: 1 })).toBe('Ann earns 1 royal favour, worth 1 point.');
    expect(t('tikal:prompt.actions', { ap: 1 })).toBe('You have 1 action point.');
    expect(t('tikal:prompt.actions', { ap: 10 })).toBe('You have 10 action points.');
  });
});

// Every Troyes and Iwari message that shows a count, for 1 and for 2. The kit hands
// sentences their parameters as text (`renderSentence`), so log and prompt numbers
// are given here as text too; the boards pass numbers.
type Case = readonly [key: string, params: (n: number) => Record<string, unknown>, one: string, two: string];

const troyesCases: Case[] = [
  ['log.neutralsPlaced', (n) => ({ count: String(n) }), 'A neutral citizen takes its place in the buildings.', '2 neutral citizens take their places in the buildings.'],
  ['log.income', (n) => ({ player: 'Ann', income: String(n), salary: String(n), paid: String(n) }),
    'Ann receives 1 denier and pays 1 of 1 denier in salaries.', 'Ann receives 2 deniers and pays 2 of 2 deniers in salaries.'],
  ['log.eventPay', (n) => ({ player: 'Ann', event: 'famine', deniers: String(n), influence: String(n) }),
    'Famine: Ann pays 1 denier and 1 influence.', 'Famine: Ann pays 2 deniers and 2 influence.'],
  ['log.buy', (n) => ({ player: 'Ann', seller: 'Bob', dice: 'r4', price: String(n) }), 'Ann buys r4 from Bob for 1 denier.', 'Ann buys r4 from Bob for 2 deniers.'],
  ['log.buyNeutral', (n) => ({ player: 'Ann', dice: 'r4', price: String(n) }),
    'Ann buys r4 from the neutral district for 1 denier.', 'Ann buys r4 from the neutral district for 2 deniers.'],
  ['log.activate', (n) => ({ player: 'Ann', card: 'miller', dice: 'y5', activations: String(n) }),
    'Ann activates Miller with y5: 1 activation.', 'Ann activates Miller with y5: 2 activations.'],
  ['log.tradesman', (n) => ({ player: 'Ann', card: 'miller', slot: '1', cost: String(n) }),
    'Ann hires a tradesman on Miller for 1 denier (slot 1).', 'Ann hires a tradesman on Miller for 2 deniers (slot 1).'],
  ['log.tradesmanMoved', (n) => ({ player: 'Ann', card: 'miller', from: 'monk', slot: '1', cost: String(n) }),
    'Ann moves a tradesman from Monk to Miller for 1 denier (slot 1).', 'Ann moves a tradesman from Monk to Miller for 2 deniers (slot 1).'],
  ['log.gain', (n) => ({ player: 'Ann', card: 'goldsmith', activations: String(n), deniers: String(n), influence: '0', vp: String(n), citizens: String(n), paid: '0' }),
    'Goldsmith × 1: Ann pays 0 and gains 1 denier, 0 influence, 1 VP, 1 citizen.',
    'Goldsmith × 2: Ann pays 0 and gains 2 deniers, 0 influence, 2 VP, 2 citizens.'],
  ['log.cubesStored', (n) => ({ player: 'Ann', card: 'monk', cubes: String(n) }), 'Ann stores 1 cube on Monk.', 'Ann stores 2 cubes on Monk.'],
  ['log.archerRoll', (n) => ({ player: 'Ann', rolls: '5, 6', hits: String(n) }), "Ann's archers roll 5, 6: 1 hit.", "Ann's archers roll 5, 6: 2 hits."],
  ['log.fightEvent', (n) => ({ player: 'Ann', event: 'war', dice: 'r6', cubes: String(n), placed: String(n), influence: String(n) }),
    'Ann fights War with r6: 1 cube, 1 placed, 1 influence.', 'Ann fights War with r6: 2 cubes, 2 placed, 2 influence.'],
  ['log.agriculture', (n) => ({ player: 'Ann', dice: 'y2', deniers: String(n) }), 'Ann farms with y2 for 1 denier.', 'Ann farms with y2 for 2 deniers.'],
  ['log.pass', (n) => ({ player: 'Ann', money: String(n) }), 'Ann passes (1 denier in the district).', 'Ann passes (2 deniers in the district).'],
  ['log.passMoney', (n) => ({ player: 'Ann', deniers: String(n) }), 'Ann collects 1 denier of passing money.', 'Ann collects 2 deniers of passing money.'],
  ['prompt.action', (n) => ({ deniers: String(n) }),
    'Your action (1 denier in hand): choose 1–3 dice of one colour and a target, spend influence, or pass.',
    'Your action (2 deniers in hand): choose 1–3 dice of one colour and a target, spend influence, or pass.'],
  ['prompt.split', (n) => ({ card: 'miller', max: String(n) }),
    'Miller, 1 activation: how many count the Palace (the rest count the Bishopric)?',
    'Miller, 2 activations: how many count the Palace (the rest count the Bishopric)?'],
  ['prompt.archer', (n) => ({ hits: String(n) }),
    'Your archers have 1 hit to use: put a cube on an event, or leave a hit unused.',
    'Your archers have 2 hits to use: put a cube on an event, or leave a hit unused.'],
  ['board.flags', (n) => ({ cubes: 0, flags: n }), '0 of 1 flag', '0 of 2 flags'],
  ['board.price', (n) => ({ price: n }), 'Price of bought dice: 1 denier', 'Price of bought dice: 2 deniers'],
  ['board.activations', (n) => ({ count: n }), '1 activation', '2 activations'],
  ['board.cubesOn', (n) => ({ count: n, player: 'Ann' }), '1 cube of Ann', '2 cubes of Ann'],
  ['cardInfo.cost', (n) => ({ cost: n }), 'Tradesman: 1 denier', 'Tradesman: 2 deniers'],
  ['eventText.payDeniers', (n) => ({ deniers: n }), 'Every round, each player pays 1 denier.', 'Every round, each player pays 2 deniers.'],
  ['eventText.payBoth', (n) => ({ deniers: n, influence: n }),
    'Every round, each player pays 1 denier and loses 1 influence.', 'Every round, each player pays 2 deniers and loses 2 influence.'],
  ['eventText.payPerCitizen', (n) => ({ deniers: n, building: 'palace' }),
    'Every round, each player pays 1 denier per own citizen in the Palace.', 'Every round, each player pays 2 deniers per own citizen in the Palace.'],
  ['eventText.black', (n) => ({ count: n }), 'Adds 1 black die every round.', 'Adds 2 black dice every round.'],
  ['eventText.fight', (n) => ({ colour: 'red', divisor: 2, flags: n, first: 4, second: 2 }),
    'Fight: 1–3 red dice ÷ 2 = cubes; 1 flag; most cubes 4 VP, second 2 VP.', 'Fight: 1–3 red dice ÷ 2 = cubes; 2 flags; most cubes 4 VP, second 2 VP.'],
  ['cardText.innkeeper', (n) => ({ amount: n, influence: 1 }),
    'Per activation: pay 1 denier to gain 1 influence. You choose how many.', 'Per activation: pay 2 deniers to gain 1 influence. You choose how many.'],
  ['cardText.artisan', (n) => ({ amount: 1, deniers: n }),
    'Per activation: pay 1 influence to gain 1 denier. You choose how many.', 'Per activation: pay 1 influence to gain 2 deniers. You choose how many.'],
  ['cardText.merchant', (n) => ({ deniers: n }),
    'Per activation: 1 denier for each of your citizens in City Hall.', 'Per activation: 2 deniers for each of your citizens in City Hall.'],
  ['cardText.miller', (n) => ({ deniers: n }),
    'Per activation: 1 denier for each of your citizens in the Palace, or in the Bishopric (chosen per activation).',
    'Per activation: 2 deniers for each of your citizens in the Palace, or in the Bishopric (chosen per activation).'],
  ['cardText.journeyman', (n) => ({ amount: n, vp: 1 }),
    'Per activation: pay 1 denier to gain 1 VP. You choose how many.', 'Per activation: pay 2 deniers to gain 1 VP. You choose how many.'],
  ['cardText.goldsmith', (n) => ({ vp: 1, deniers: n }), 'Per activation: 1 VP and 1 denier.', 'Per activation: 1 VP and 2 deniers.'],
  ['cardText.almoner', (n) => ({ influence: 1, deniers: n }), 'Per activation: 1 influence and 1 denier.', 'Per activation: 1 influence and 2 deniers.'],
  ['cardText.mercenary', (n) => ({ deniers: n }), 'Per activation: 1 denier.', 'Per activation: 2 deniers.'],
];

const iwariCases: Case[] = [
  ['log.reshuffle', (n) => ({ cards: String(n) }),
    'The discard pile is shuffled into a new deck of 1 card.', 'The discard pile is shuffled into a new deck of 2 cards.'],
  ['log.tentPoints', (n) => ({ player: 'Ann', territory: 'TU1', tents: String(n), factor: '1', points: String(n) }),
    'Ann scores 1 point for 1 tent in TU1 (×1).', 'Ann scores 2 points for 2 tents in TU1 (×1).'],
  ['log.totemPoints', (n) => ({ player: 'Ann', connection: '3', factor: '1', points: String(n) }),
    'Ann scores 1 point for the totem majority on both sides of connection 3 (×1).',
    'Ann scores 2 points for the totem majority on both sides of connection 3 (×1).'],
  ['log.settlementPoints', (n) => ({ player: 'Ann', size: String(n + 4), points: String(n) }),
    'Ann scores 1 point for a settlement of 5 tents.', 'Ann scores 2 points for a settlement of 6 tents.'],
  ['log.roadPoints', (n) => ({ player: 'Ann', tents: String(n), points: String(n) }),
    'Ann scores 1 point for 1 tent on the purple road.', 'Ann scores 2 points for 2 tents on the purple road.'],
  ['log.scoringTotal', (n) => ({ player: 'Ann', half: 'true', points: String(n), total: '9' }),
    'Half journey: Ann scores 1 point (total 9).', 'Half journey: Ann scores 2 points (total 9).'],
  ['log.expedition', (n) => ({ player: 'Ann', card: 'E3', rank: String(n), points: String(n) }),
    'Ann is the first to complete expedition E3 and scores 1 point.', 'Ann is the second to complete expedition E3 and scores 2 points.'],
  ['prompt.draw', (n) => ({ left: String(n) }), 'Draw 1 more card from the deck or the display.', 'Draw 2 more cards from the deck or the display.'],
  ['board.territoryHead', (n) => ({ id: 'TU1', biome: 'Tundra', free: 1, spaces: n }),
    'TU1 (Tundra): 1 of 1 tent space free.', 'TU1 (Tundra): 1 of 2 tent spaces free.'],
  ['board.picked', (n) => ({ territory: 'TU1', tents: 'TU1.2', totems: n }), 'In TU1: tents on TU1.2, 1 totem.', 'In TU1: tents on TU1.2, 2 totems.'],
  ['board.stepSettlement', (n) => ({ player: 'Ann', size: n }), 'Settlement of Ann, 1 tent:', 'Settlement of Ann, 2 tents:'],
  ['board.drawDeck', (n) => ({ count: n }), 'Draw from the deck (1 card)', 'Draw from the deck (2 cards)'],
  ['board.deck', (n) => ({ count: n }), 'Deck: 1 card', 'Deck: 2 cards'],
];

describe.each([['troyes', troyesCases], ['iwari', iwariCases]] as const)('%s counted words', (gameId, cases) => {
  it.each(cases)('%s reads right for 1 and 2', async (key, params, one, two) => {
    const i18n = createI18n();
    await loadGameStrings(gameId, i18n);
    const t = i18n.getFixedT('en');
    expect(t(`${gameId}:${key}`, params(1))).toBe(one);
    expect(t(`${gameId}:${key}`, params(2))).toBe(two);
  });
});
