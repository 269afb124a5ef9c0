import { describe, expect, it } from 'vitest';
import { checkChat, checkSync, checkUpdate, isPlainData } from './packets';

const moves = new Set(['add', 'draw']);
const move = (payload: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'MAKE_MOVE',
  payload,
  ...extra,
});

describe('checkUpdate', () => {
  it('accepts a move made by the authenticated seat', () => {
    expect(
      checkUpdate([move({ type: 'add', args: [1], playerID: '0', credentials: 'c' }), 3, 'm1', '0'], moves),
    ).toEqual({ ok: true, value: { matchID: 'm1', playerID: '0', move: 'add' } });
    expect(checkUpdate([move({ type: 'draw', playerID: '1' }), 0, 'm1', '1'], moves).ok).toBe(true);
  });

  it.each([
    ['RESET', [{ type: 'RESET', state: {} }, 0, 'm', '0']],
    ['an event', [{ type: 'GAME_EVENT', payload: { type: 'endTurn', playerID: '0' } }, 0, 'm', '0']],
    ['UNDO', [{ type: 'UNDO', payload: { playerID: '0' } }, 0, 'm', '0']],
    ['another seat', [move({ type: 'add', args: [1], playerID: '1' }), 0, 'm', '0']],
    ['an unknown move', [move({ type: 'hack', playerID: '0' }), 0, 'm', '0']],
    ['an inherited name', [move({ type: 'constructor', playerID: '0' }), 0, 'm', '0']],
    ['automatic', [move({ type: 'add', playerID: '0' }, { automatic: true }), 0, 'm', '0']],
    ['extra payload fields', [move({ type: 'add', playerID: '0', state: {} }), 0, 'm', '0']],
    ['args not a list', [move({ type: 'add', args: 'x', playerID: '0' }), 0, 'm', '0']],
    ['args not plain data', [move({ type: 'add', args: [{ toString: 1 }], playerID: '0' }), 0, 'm', '0']],
    ['a bad stateID', [move({ type: 'add', playerID: '0' }), 1.5, 'm', '0']],
    ['a bad matchID', [move({ type: 'add', playerID: '0' }), 0, '../x', '0']],
    ['a bad playerID', [move({ type: 'add', playerID: '__proto__' }), 0, 'm', '__proto__']],
    ['long credentials', [move({ type: 'add', playerID: '0', credentials: 'x'.repeat(300) }), 0, 'm', '0']],
    ['too few arguments', [move({ type: 'add', playerID: '0' }), 0, 'm']],
  ])('refuses %s', (_name, args) => {
    expect(checkUpdate(args as unknown[], moves).ok).toBe(false);
  });
});

describe('checkSync', () => {
  it('accepts a seat or a spectator and ignores numPlayers', () => {
    expect(checkSync(['m1', '0', 'cred', 2])).toEqual({
      ok: true,
      value: { matchID: 'm1', playerID: '0', credentials: 'cred' },
    });
    expect(checkSync(['m1', null])).toEqual({
      ok: true,
      value: { matchID: 'm1', playerID: null, credentials: undefined },
    });
    // What a spectator's client sends: socket.io turns the absent credentials into null.
    expect(checkSync(['m1', null, null, 2])).toEqual({
      ok: true,
      value: { matchID: 'm1', playerID: null, credentials: undefined },
    });
  });
  it.each([[[]], [[{}]], [['m', 'constructor']], [['m', 0]], [['x'.repeat(65)]], [['m', '0', 5]]])(
    'refuses %j',
    (args) => {
      expect(checkSync(args).ok).toBe(false);
    },
  );
});

describe('checkChat', () => {
  it('accepts short text from a seat', () => {
    expect(checkChat(['m', { id: 'a', sender: '1', payload: 'gg' }, 'c']).ok).toBe(true);
  });
  it('refuses long or non-text messages', () => {
    expect(checkChat(['m', { id: 'a', sender: '1', payload: 'x'.repeat(501) }, 'c']).ok).toBe(false);
    expect(checkChat(['m', { id: 'a', sender: '1', payload: { html: '<script>' } }, 'c']).ok).toBe(false);
    expect(checkChat(['m', null, 'c']).ok).toBe(false);
  });
});

describe('isPlainData', () => {
  it('accepts JSON-like data and refuses anything else', () => {
    expect(isPlainData([1, 'a', null, true, { x: [1, { y: 2 }] }])).toBe(true);
    expect(isPlainData([{ valueOf: 1 }])).toBe(false);
    expect(isPlainData(JSON.parse('[{"__proto__": {"polluted": 1}}]'))).toBe(false);
    expect(isPlainData([Number.NaN])).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 10; i++) deep = [deep];
    expect(isPlainData(deep)).toBe(false);
    expect(isPlainData(Array.from({ length: 3000 }, () => 1))).toBe(false);
  });
});
