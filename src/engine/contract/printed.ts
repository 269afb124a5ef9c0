import type { Game } from 'boardgame.io';

// The printed values: a host who owns a game's box may give its real numbers (cards,
// maps) in one JSON file per game, in a folder the server reads at start
// (docs/operations.md). The server checks the file whole with the game's own check
// and refuses to start on any problem. The values then travel with each match: the
// server's setup hands them to the game's setup, which keeps them in G, so the
// client, the bots and the replays compute with what the match began with. A match
// created without them (no file, or played on one screen) keeps the stand-ins.

/** A game's printed-values file: its name in the folder and its check. */
export interface PrintedSpec {
  /** The file's name in the folder, e.g. "troyes.json". */
  file: string;
  /**
   * What is wrong with the file's parsed JSON, each as "entry: what", empty when it
   * is sound. Asynchronous so that a game can load its check only where a file is
   * checked: the pages and the bots receive values the server has checked.
   */
  problems(raw: unknown): Promise<string[]>;
}

/** The setupData key the server's setup puts the values under; never sent by a client (checkOptions refuses it). */
export const PRINTED_KEY = 'printed';

/** The values the server put in setupData, if any. */
export function printedOf(setupData: unknown): unknown {
  if (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData)) return undefined;
  return Object.hasOwn(setupData, PRINTED_KEY) ? (setupData as Record<string, unknown>)[PRINTED_KEY] : undefined;
}

/** The game with every new match set up with `values` (checked beforehand by the spec's `printed.problems`). */
export function withPrinted<G>(game: Game<G>, values: unknown): Game<G> {
  const setup = game.setup;
  if (!setup) return game;
  return {
    ...game,
    setup: (context, setupData?: unknown) => {
      const given = typeof setupData === 'object' && setupData !== null ? setupData : {};
      return setup(context, { ...given, [PRINTED_KEY]: values });
    },
  };
}
