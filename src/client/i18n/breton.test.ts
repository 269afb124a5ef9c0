import { describe, expect, it } from 'vitest';
import { createI18n, loadGameStrings, setLanguage } from './index';

// A Breton noun stays singular after a number and mutates: soft after 2 (and 22, 32…),
// spirant after 3, 4, 9 (and 23, 24, 29…), none after 1, 5–8, 10–20; a million takes
// "a" and the plural. Those are exactly Breton's plural categories, so the Breton
// strings read right through the kit's nestings for every number.

async function breton(...games: string[]) {
  const i18n = createI18n();
  await setLanguage('br', i18n, { remember: false });
  for (const id of games) await loadGameStrings(id, i18n);
  return i18n.getFixedT('br');
}

// The kit hands log sentences their numbers as text.
const numbers = ['1', '2', '3', '5', '9', '12', '21', '22', '1000000'] as const;

describe('Breton counted words', () => {
  it('mutates deniers and points in Caylus, even where English writes a bare number', async () => {
    const t = await breton('caylus');
    expect(numbers.map((n) => t('caylus:log.income', { player: 'Anna', deniers: n }))).toEqual([
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
    expect(['1', '2', '3', '4', '5'].map((vp) => t('caylus:log.castleBatch', { player: 'Anna', section: 'walls', cubes: 'boued, koad, maen', vp })))
      .toEqual([
        "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 1 poent.",
        "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 2 boent.",
        "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 3 foent.",
        "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 4 foent.",
        "Anna a sav ul lodenn eus ar c'hastell (Mogerioù) evit boued, koad, maen: gounit a ra 5 poent.",
      ]);
    expect(t('caylus:log.bribe', { player: 'Anna', spaces: '3', from: '6', to: '9', deniers: '3' }))
      .toBe("Anna a zilec'h ar profost 3 c'harrez (eus 6 da 9) evit 3 diner.");
    expect(t('caylus:choice.offerCubes', { count: 2 })).toBe('2 gub');
  });

  it('counts action points and treasures in Tikal', async () => {
    const t = await breton('tikal');
    expect(['10', '9', '2', '1'].map((ap) => t('tikal:prompt.actions', { ap }))).toEqual([
      "10 poent ober a zo ganeoc'h.", "9 foent ober a zo ganeoc'h.", "2 boent ober a zo ganeoc'h.", "1 poent ober a zo ganeoc'h.",
    ]);
    expect([1, 2, 3].map((count) => t('tikal:labels.treasuresLeft', { count }))).toEqual([
      '1 teñzor a chom', '2 deñzor a chom', '3 zeñzor a chom',
    ]);
  });

  it('counts Troyes citizens, with the zero sentence for none', async () => {
    const t = await breton('troyes');
    expect(['0', '1', '2', '3', '21'].map((count) => t('troyes:log.neutralsPlaced', { count }))).toEqual([
      'Keodedad neptu ebet ne ya er savadurioù.',
      '1 keodedad neptu a ya er savadurioù.',
      '2 geodedad neptu a ya er savadurioù.',
      "3 c'heodedad neptu a ya er savadurioù.",
      '21 keodedad neptu a ya er savadurioù.',
    ]);
    expect(t('troyes:log.eventDie', { player: 'Anna', event: 'drought', die: 'y5' })).toBe("Sec'hor: Anna a goll an diñs 5 melen.");
  });

  it('counts feminine tents and cards in Iwari (div deltenn, teir c\'hartenn)', async () => {
    const t = await breton('iwari');
    expect(['1', '2', '3', '4', '6'].map((n) => t('iwari:log.roadPoints', { player: 'Anna', tents: n, points: n }))).toEqual([
      'Anna a c\'hounez 1 poent evit 1 teltenn war an hent mouk.',
      'Anna a c\'hounez 2 boent evit 2 deltenn war an hent mouk.',
      'Anna a c\'hounez 3 foent evit 3 zeltenn war an hent mouk.',
      'Anna a c\'hounez 4 foent evit 4 zeltenn war an hent mouk.',
      'Anna a c\'hounez 6 poent evit 6 teltenn war an hent mouk.',
    ]);
    expect(['1', '2', '3'].map((left) => t('iwari:prompt.draw', { left }))).toEqual([
      "Tennit 1 kartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
      "Tennit 2 gartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
      "Tennit 3 c'hartenn c'hoazh eus ar bern pe eus an diskouezadeg.",
    ]);
  });

  it("shows the number in the site's 'one' form, which also says 21", async () => {
    const t = await breton();
    expect([1, 2, 21].map((count) => t('table.undo', { count }))).toEqual([
      'Dizober (1 pazenn)', 'Dizober (2 bazenn)', 'Dizober (21 pazenn)',
    ]);
  });
});
