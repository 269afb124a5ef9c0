import { describe, expect, it } from 'vitest';
import { translator } from '../../../engine/i18n/gameText';

// Tikal's sentences as players read them in English, Polish and Breton (numbers
// given as text, as the kit gives them): plural forms and nestings.
const files = import.meta.glob<Record<string, unknown>>('./[a-z][a-z].ts', { eager: true });
const t = translator('tikal', files);
const pl = translator('tikal', files, 'pl');
const br = translator('tikal', files, 'br');

describe('English', () => {
  it('reads 1 and 2 right', () => {
    expect(t('tikal:prompt.actions', { ap: 1 })).toBe('You have 1 action point.');
    expect(t('tikal:prompt.actions', { ap: 10 })).toBe('You have 10 action points.');
  });

  it('gives Tikal pieces the right article', () => {
    expect(t('tikal:log.move', { player: 'Ann', piece: 'explorer', from: 3, to: 4, cost: 2 })).toBe(
      'Ann moves an explorer from space 3 to space 4 for 2 AP.',
    );
    expect(t('tikal:log.move', { player: 'Ann', piece: 'leader', from: 3, to: 4, cost: 2 })).toBe(
      'Ann moves the expedition leader from space 3 to space 4 for 2 AP.',
    );
    expect(t('tikal:log.campJump', { player: 'Ann', piece: 'explorer', from: 3, to: 4 })).toBe(
      'Ann moves an explorer between camps, from space 3 to space 4.',
    );
    expect(t('tikal:log.bringIn', { player: 'Ann', piece: 'leader', space: 3 })).toBe(
      'Ann brings the expedition leader into the camp on space 3.',
    );
    expect(t('tikal:log.bringIn', { player: 'Ann', piece: 'explorer', space: 3 })).toBe(
      'Ann brings a new explorer into the camp on space 3.',
    );
  });

  it('names Tikal treasures and tiles as the panels do', () => {
    expect(t('tikal:log.recoverTreasure', { player: 'Ann', space: 12, motif: 3, left: 1 })).toBe(
      'Ann recovers a treasure on space 12: the plate (1 left there).',
    );
    expect(t('tikal:log.exchangeTreasure', { player: 'Ann', opponent: 'Bob', give: 0, take: 7 })).toBe(
      "Ann exchanges their mask for Bob's crown.",
    );
    expect(t('tikal:log.drawTile', { player: 'Ann', tile: 'C4', kind: 'clearing' })).toBe(
      'Ann draws a tile: a jungle clearing.',
    );
  });

  it('names a placed tile by what it is and the space by its printed number, not by its id and turn', () => {
    const placed = { player: 'Ann', tile: 'A3', kind: 'clearing', space: 17, rotation: 0 };
    expect(
      ['en', 'fr', 'pl', 'vi', 'br'].map((l) => translator('tikal', files, l)('tikal:log.placeTile', placed)),
    ).toEqual([
      'Ann places a jungle clearing tile on space 17.',
      'Ann pose une tuile (clairière) sur la case 17.',
      'Ann kładzie płytkę (polana w dżungli) na polu 17.',
      'Ann đặt một mảnh bãi trống trong rừng vào ô 17.',
      "Ann a lak un deolenn (frankizenn er jungl) war al lec'h 17.",
    ]);
    expect(t('tikal:log.chooseTile', { player: 'Ann', tile: 'B6', kind: 'temple' })).toBe('Ann chooses a temple tile.');
    expect(t('tikal:log.volcanoRound', { player: 'Ann', tile: 'B1' })).toBe(
      'Ann revealed a volcano: a scoring round begins with Ann.',
    );
    expect(t('tikal:prompt.placeTile', { tile: 'A3' })).toBe(
      'Place your tile: choose a space and turn it so it connects by stones.',
    );
  });
});

describe('the auction variant', () => {
  const all = ['en', 'fr', 'pl', 'vi', 'br'].map((l) => translator('tikal', files, l));

  it('lists the revealed tiles by what is on them, not by their ids', () => {
    // The kit joins a list parameter's items, each named by `listItem.<param>.<item>`.
    const revealed = (tr: typeof t) =>
      ['clearing', 'temple3', 'ruin2', 'volcano'].map((item) => tr(`tikal:listItem.revealed.${item}`)).join(', ');
    expect(
      all.map((tr) => tr('tikal:log.revealTiles', { player: 'Ann', tiles: 'A1, A5', revealed: revealed(tr) })),
    ).toEqual([
      'A new auction round. Tiles revealed: jungle clearing, temple worth 3, ruin with 2 treasures left, volcano. Ann opens the bidding.',
      'Nouvelle manche d’enchères. Tuiles révélées\u00a0: clairière, temple d’une valeur de 3, ruine, encore 2 trésors, volcan. Ann ouvre les enchères.',
      'Nowa runda licytacji. Odkryte płytki: polana w dżungli, świątynia o wartości 3, ruiny, zostały w nich 2 skarby, wulkan. Ann rozpoczyna licytację.',
      'Một vòng đấu giá mới. Các mảnh được lật: bãi trống trong rừng, đền giá trị 3, phế tích còn 2 kho báu, núi lửa. Ann mở màn trả giá.',
      "Tro enkant nevez. Teolennoù diskouezet: frankizenn er jungl, templ a dalvez 3, dismantr gant 2 deñzor o chom, menez-tan. Ann a zigor ar c'hinnigoù.",
    ]);
  });

  it('calls a revealed tile by its place in the row and what is on it', () => {
    const named = { n: 2, what: 'X' };
    expect(all.map((tr) => [tr('tikal:board.displayTile', named), tr('tikal:board.chooseThis', named)])).toEqual([
      ['Tile 2: X', 'Take tile 2: X'],
      ['Tuile 2\u00a0: X', 'Prendre la tuile 2\u00a0: X'],
      ['Płytka 2: X', 'Weź płytkę 2: X'],
      ['Mảnh 2: X', 'Lấy mảnh 2: X'],
      ['Teolenn 2: X', 'Kemer an deolenn 2: X'],
    ]);
  });
});

describe('Polish', () => {
  const forms = [1, 2, 5, 12, 22] as const;

  it('counts action points and rotations in Tikal', () => {
    expect(forms.map((n) => pl('tikal:prompt.actions', { ap: String(n) }))).toEqual([
      'Masz 1 punkt akcji.',
      'Masz 2 punkty akcji.',
      'Masz 5 punktów akcji.',
      'Masz 12 punktów akcji.',
      'Masz 22 punkty akcji.',
    ]);
    expect(pl('tikal:board.turned', { rotation: 1 })).toBe(
      'obrócona o 1 szóstą obrotu zgodnie z ruchem wskazówek zegara',
    );
    expect(pl('tikal:board.turned', { rotation: 5 })).toBe(
      'obrócona o 5 szóstych obrotu zgodnie z ruchem wskazówek zegara',
    );
  });

  it('speaks of players in the present tense, which tells no gender', () => {
    expect(pl('tikal:log.lastTileFree', { player: 'Ala', tile: 'G2' })).toBe(
      'Na koniec rundy Ala bierze za darmo ostatnią płytkę.',
    );
  });
});

describe('Breton', () => {
  it('counts action points and treasures in Tikal', () => {
    expect(['10', '9', '2', '1'].map((ap) => br('tikal:prompt.actions', { ap }))).toEqual([
      "10 poent ober a zo ganeoc'h.",
      "9 foent ober a zo ganeoc'h.",
      "2 boent ober a zo ganeoc'h.",
      "1 poent ober a zo ganeoc'h.",
    ]);
    expect([1, 2, 3].map((count) => br('tikal:board.ruin', { count }))).toEqual([
      'dismantr gant 1 teñzor o chom',
      'dismantr gant 2 deñzor o chom',
      'dismantr gant 3 zeñzor o chom',
    ]);
  });
});
