import type { LogEntry } from 'boardgame.io';
import { RequestError } from '../i18n/errors';
import type { ReplayStep, ReplayWire } from '../../engine/replay/wire';

// The replay page's reading of a replay: where each turn and round starts, and
// the framework's move log as it stood at a step (the table marks the last moves
// and times the log lines from it, as at a live table).

/** Asks the server for a finished match's replay as `seat` (null: a spectator) saw it. */
export async function loadReplay(gameId: string, matchID: string, seat: string | null): Promise<ReplayWire> {
  const query = seat === null ? '' : `?seat=${encodeURIComponent(seat)}`;
  const answer = await fetch(`/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/replay${query}`);
  if (!answer.ok) throw new RequestError(answer.status, `replay refused (${answer.status})`);
  return (await answer.json()) as ReplayWire;
}

/** The framework's log entry of each move, as the live table received it: index i is the move that led to step i + 1. */
export function moveLogOf(steps: readonly ReplayStep[]): LogEntry[] {
  const entries: LogEntry[] = [];
  steps.forEach((step, i) => {
    if (!step.move || i === 0) return;
    const before = steps[i - 1]!;
    const entry: LogEntry = {
      action: {
        type: 'MAKE_MOVE',
        payload: { type: step.move.move, args: step.move.args, playerID: step.move.player },
      },
      _stateID: i - 1,
      turn: before.turn,
      phase: before.phase ?? '',
    };
    if (step.stamp) entry.metadata = step.stamp;
    entries.push(entry);
  });
  return entries;
}

/** The first step of each turn, in order. */
export function turnStarts(steps: readonly ReplayStep[]): { turn: number; step: number }[] {
  const starts: { turn: number; step: number }[] = [];
  steps.forEach((s, i) => {
    if (starts.length === 0 || starts[starts.length - 1]!.turn !== s.turn) starts.push({ turn: s.turn, step: i });
  });
  return starts;
}

/** The step where `turn` starts; the nearest turn's when that one is not in the game. */
export function stepOfTurn(steps: readonly ReplayStep[], turn: number): number {
  const starts = turnStarts(steps);
  let found = starts[0]?.step ?? 0;
  for (const s of starts) if (s.turn <= turn) found = s.step;
  return found;
}

export interface RoundSection {
  /** 1 for the game's first round. */
  round: number;
  phase: string;
  /** The phase's place in the game's declared phases (0 for the first). */
  phaseIndex: number;
  /** The step where this run of the phase starts. */
  step: number;
}

/**
 * The runs of each phase, numbered by round, for games that declare phases
 * (`spec.phases`, in the order a round goes through them): a round starts when
 * the game goes back to an earlier phase (Caylus' placement after activation,
 * Troyes' events after actions; Tikal's exploration after a volcano scoring).
 */
export function roundSections(steps: readonly ReplayStep[], phases: readonly string[] | undefined): RoundSection[] {
  if (!phases || phases.length === 0) return [];
  const sections: RoundSection[] = [];
  let round = 1;
  steps.forEach((s, i) => {
    const phase = s.phase;
    if (phase === null) return;
    const last = sections[sections.length - 1];
    if (last && last.phase === phase) return;
    const phaseIndex = phases.indexOf(phase);
    if (last && phaseIndex < last.phaseIndex) round++;
    sections.push({ round, phase, phaseIndex, step: i });
  });
  return sections;
}
