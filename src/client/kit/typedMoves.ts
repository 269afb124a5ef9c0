import type { TableBoardProps } from './types';

/** A game's moves and their argument lists, e.g. `{ placeWorker: [space: number]; pass: [] }`. */
export type MoveSignatures = Record<string, unknown[]>;

export type TypedMoves<M extends MoveSignatures> = { [K in keyof M]: (...args: M[K]) => void };

/**
 * boardgame.io types `moves` as a loose record; a board declares its moves' argument
 * lists once and gets checked calls: `const m = typedMoves<CaylusMoves>(props.moves)`.
 */
export function typedMoves<M extends MoveSignatures>(moves: TableBoardProps['moves']): TypedMoves<M> {
  return moves as TypedMoves<M>;
}
