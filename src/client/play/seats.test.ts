import { describe, expect, it } from 'vitest';
import { createI18n, setLanguage } from '../i18n';
import { seatName } from '../site/botSeats';
import { onlineSeats } from './seats';

// A seat whose player deleted their account keeps no name: the server stores a
// placeholder and `data.deletedPlayer`, and every page says "a deleted player" in
// its own language, at the table and in the lobby.

const deleted = { id: 0, name: 'a deleted player', data: { deletedPlayer: true } };
const bob = { id: 1, name: 'Bob', isConnected: true };

describe('a deleted player', () => {
  it('is named in the page’s language at the table and in the lobby', async () => {
    const i18n = createI18n();
    await setLanguage('fr', i18n, { remember: false });
    const t = i18n.getFixedT('fr');
    const seats = onlineSeats(2, [deleted, bob], [deleted, bob], t);
    expect(seats.map((s) => s.name)).toEqual(['un joueur supprimé', 'Bob']);
    expect(seatName(t, deleted)).toBe('un joueur supprimé');
    expect(seatName(t, bob)).toBe('Bob');
  });
});
