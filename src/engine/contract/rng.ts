// The one random source rules see. In a match it is boardgame.io's seeded random
// (on the server); bots and tests use a seeded generator of their own.

export interface Rng {
  /** A float in [0, 1). */
  number(): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** An integer in 1..sides. */
  die(sides: number): number;
}

/** boardgame.io's random API, as much of it as rules use. */
export interface FrameworkRandom {
  Number(): number;
  Shuffle<T>(deck: T[]): T[];
  Die(spotvalue?: number): number;
}

export function frameworkRng(random: FrameworkRandom): Rng {
  return {
    number: () => random.Number(),
    shuffle: (items) => random.Shuffle([...items]),
    die: (sides) => random.Die(sides),
  };
}

/** A seeded generator (mulberry32 over a string hash), so a bot's or a test's run can be replayed. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const number = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    number,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(number() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    die: (sides) => 1 + Math.floor(number() * sides),
  };
}
