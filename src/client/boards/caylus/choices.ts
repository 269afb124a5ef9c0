// The decision panel's content as data: which legal moves it lists, under which
// headings and with which words. Kept apart from the component so tests can check
// every decision of whole games without rendering each one.
import type { CaylusMove, CaylusState, Decision } from '../../../games/caylus';
import { choiceGroup, choiceText, type Translate } from './text';

/** Decisions whose choices are spots on the board: the panel keeps only pass/decline. */
export const ON_BOARD: ReadonlySet<Decision['kind']> = new Set(['place', 'gate']);

export interface Group {
  heading: string | null;
  moves: { move: CaylusMove; label: string }[];
}

export function groupChoices(t: Translate, G: CaylusState, d: Decision, legal: readonly CaylusMove[]): Group[] {
  const groups: Group[] = [];
  for (const m of legal) {
    if (ON_BOARD.has(d.kind) && m.move !== 'pass' && m.move !== 'decline') continue;
    const heading = choiceGroup(t, m);
    const last = groups[groups.length - 1];
    const entry = { move: m, label: choiceText(t, G, d, m) };
    if (last && last.heading === heading) last.moves.push(entry);
    else groups.push({ heading, moves: [entry] });
  }
  return groups;
}
