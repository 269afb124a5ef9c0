import { describe, expect, it } from 'vitest';
import { hashLike, stateHash, wholeStateHash } from './state-hash';

type Line = { key: string; n?: number };

function state(log: Line[], score = 3, freeze = true) {
  const G = { log: freeze ? log.map((line) => Object.freeze({ ...line })) : log, score: { '0': score } };
  return {
    _stateID: 7,
    G: freeze ? Object.freeze(G) : G,
    ctx: { turn: 2, currentPlayer: '1' },
    plugins: { random: { data: { seed: 's', prngstate: { c: 1 } } } },
  } as never;
}

const lines: Line[] = [{ key: 'a', n: 1 }, { key: 'b' }, { key: 'c', n: 2 }];

describe('the hash of a state stored with its move', () => {
  it('is the same for a state and the copy parsed from its text', () => {
    const made = state(lines);
    expect(stateHash(made)).toMatch(/^2:[0-9a-f]{16}$/);
    expect(stateHash(JSON.parse(JSON.stringify(made)))).toBe(stateHash(made));
    expect(stateHash(state(lines, 3, false))).toBe(stateHash(made));
  });

  it('changes with any log line, their order, their number, and the rest of the state', () => {
    const base = stateHash(state(lines));
    const changed = [
      state([{ key: 'a', n: 1 }, { key: 'B' }, { key: 'c', n: 2 }]),
      state([{ key: 'b' }, { key: 'a', n: 1 }, { key: 'c', n: 2 }]),
      state(lines.slice(0, 2)),
      state([...lines, { key: 'c', n: 2 }]),
      state(lines, 4),
    ].map(stateHash);
    expect(new Set([base, ...changed]).size).toBe(6);
  });

  it('reads a hash of the whole state, log included, as stored by version 2 of the tables', () => {
    const stored = 'bf36edd76a0f682b'; // the whole-state format, as the tables of version 2 hold it
    const old = state([{ key: 'a', n: 1 }, { key: 'b' }]);
    expect(wholeStateHash(old)).toBe(stored);
    expect(hashLike(old, stored)).toBe(stored);
    expect(hashLike(old, stateHash(old))).toBe(stateHash(old));
  });
});
