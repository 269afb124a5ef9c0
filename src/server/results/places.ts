// Where each player of a finished table placed. Pure: the recorder (recorder.ts)
// gives it who held each seat and whether they saw the end.

/** One player at the end of a table: the seat's holder, or an account that left it. */
export interface Finisher {
  seat: string;
  /** Played to the end: not left, not out of time. */
  finished: boolean;
}

export interface Placed {
  /** 1 is best; equal places share a number, and the next one skips (1, 2, 2, 4). */
  place: number;
  won: boolean;
  /** The seat's score in the game's result (null: none, or did not finish). */
  score: number | null;
}

/** What boardgame.io keeps as metadata.gameover: a game's result (contract GameResult) or the end of a vote. */
export interface Gameover {
  winners?: unknown;
  winner?: unknown;
  scores?: unknown;
  endedWithoutResult?: unknown;
}

/** Whether the table ended with the game's own result (not by a vote to end it). */
export function hasResult(gameover: Gameover | null | undefined): boolean {
  return !!gameover && gameover.endedWithoutResult !== true;
}

function winnersOf(gameover: Gameover): Set<string> {
  if (Array.isArray(gameover.winners)) return new Set(gameover.winners.map(String));
  if (typeof gameover.winner === 'string' || typeof gameover.winner === 'number')
    return new Set([String(gameover.winner)]);
  return new Set();
}

function scoreOf(gameover: Gameover, seat: string): number | null {
  const scores = gameover.scores;
  if (!scores || typeof scores !== 'object') return null;
  const value = (scores as Record<string, unknown>)[seat];
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * Places, in the order given. With a result: winners first, then by score,
 * highest first (equal scores share a place). Ended without a result: everyone
 * who stayed shares place 1 and nobody won. Either way, whoever did not finish
 * places below all who did, together.
 */
export function placesOf(gameover: Gameover | null | undefined, players: readonly Finisher[]): Placed[] {
  const withResult = hasResult(gameover);
  const winners = withResult ? winnersOf(gameover!) : new Set<string>();
  // Lower is better: [not a winner, minus the score].
  const keyOf = (p: Finisher): [number, number] => {
    if (!withResult) return [0, 0];
    const score = scoreOf(gameover!, p.seat);
    return [winners.has(p.seat) ? 0 : 1, winners.has(p.seat) ? 0 : -(score ?? Number.NEGATIVE_INFINITY)];
  };
  const finishers = players.filter((p) => p.finished).map(keyOf);
  const better = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  return players.map((p) => {
    if (!p.finished) return { place: finishers.length + 1, won: false, score: null };
    const key = keyOf(p);
    const place = 1 + finishers.filter((other) => better(other, key)).length;
    return {
      place,
      won: withResult && winners.has(p.seat),
      score: withResult ? scoreOf(gameover!, p.seat) : null,
    };
  });
}
