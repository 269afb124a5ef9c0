import type { MoveShape } from '../../engine/contract';

// How a move is named on screen: the game's strings (`move.`, `moves.` or
// `actions.<name>`), else its name.

const MAX_TEXT = 160;

export function brief(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

type Translate = (key: string | string[], opts: { defaultValue: string }) => string;

/** A move's name from the game's strings, without its arguments. */
export function moveName(t: Translate, gameId: string, m: MoveShape): string {
  const keys = ['move', 'moves', 'actions'].map((group) => `${gameId}:${group}.${m.move}`);
  const found = t(keys, { defaultValue: m.move });
  return typeof found === 'string' ? found : m.move;
}

/** A move's name with its arguments (the GenericBoard's buttons). */
export function moveLabel(t: Translate, gameId: string, m: MoveShape): string {
  const name = moveName(t, gameId, m);
  return m.args.length > 0 ? `${name} ${m.args.map((a) => brief(a)).join(' ')}` : name;
}
