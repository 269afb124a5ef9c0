// A rule that throws is a bug in the game, not the player's fault: the move is
// refused with nothing changed and the error reported with the game, the seat and
// the move. The server installs a reporter that adds the match (see
// src/server/transport/rule-errors.ts); elsewhere errors go to the console.

export interface RuleError {
  game: string;
  playerID: string | null;
  move: string;
  args: readonly unknown[];
  /** Which part of the rules threw: a move, the legal list, the flow, the end check. */
  during: 'legalMoves' | 'apply' | 'flow' | 'result' | 'view' | 'setup';
  error: unknown;
}

export type RuleErrorReporter = (report: RuleError) => void;

const consoleReporter: RuleErrorReporter = (r) => {
  console.error(`[${r.game}] rule error in ${r.during} of ${r.move} by ${r.playerID ?? 'nobody'}:`, r.error);
};

let reporter: RuleErrorReporter = consoleReporter;

/** Replaces where rule errors go; returns a function that restores the previous reporter. */
export function setRuleErrorReporter(next: RuleErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

export function reportRuleError(report: RuleError): void {
  try {
    reporter(report);
  } catch {
    // A failing reporter must not turn a refused move into a crash.
  }
}
