import type { Game } from 'boardgame.io';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import type { Body } from './body';
import { credentials, name, numPlayers, optionalPlayerID, playerData, playerID, setupData, unlisted } from './fields';

// The bodies of boardgame.io's Lobby routes as this server accepts them: only
// known fields, each of its type and size. What depends on the table (its seats,
// whether it is over) is checked against the table in lobby.ts.

/** `GET /games/:name`: boardgame.io's three filters, each given at most once, short. */
const listQuery = z.partialRecord(z.enum(['isGameover', 'updatedBefore', 'updatedAfter']), z.string().max(20));

export function checkListQuery(query: unknown): void {
  if (!listQuery.safeParse(query).success) throw badRequest('unknown or repeated query parameter');
}

/** The seat a table's creator takes as the table is created: a join's body. */
const creatorSeat = z.strictObject(
  {
    playerName: name('playerName'),
    playerID: optionalPlayerID,
    data: playerData.optional(),
  },
  'seat must be an object with playerName, and optionally playerID and data',
);

const gameBodies = new WeakMap<Game, ReturnType<typeof bodiesFor>>();

function bodiesFor(game: Game) {
  return {
    create: z.strictObject({
      numPlayers: numPlayers(game),
      setupData: setupData.optional(),
      unlisted: unlisted.optional(),
      /** The creator's seat, taken in the same step (seat 0 unless another is named). */
      seat: creatorSeat.optional(),
    }),
    /** A rematch's options, checked once the match is known to be over. */
    rematch: z.object({
      numPlayers: numPlayers(game).optional(),
      setupData: setupData.optional(),
      unlisted: unlisted.optional(),
    }),
  };
}

/** The bodies whose player count and options depend on the game. */
export function lobbyBodies(game: Game): ReturnType<typeof bodiesFor> {
  let bodies = gameBodies.get(game);
  if (!bodies) gameBodies.set(game, (bodies = bodiesFor(game)));
  return bodies;
}

export const joinBody = z.strictObject({
  playerName: name('playerName'),
  playerID: optionalPlayerID,
  data: playerData.optional(),
});

/** `/playAgain`: the asker's seat, then the rematch's options (lobbyBodies' `rematch`). */
export const playAgainBody = z.strictObject({
  playerID,
  credentials,
  numPlayers: z.unknown().optional(),
  setupData: z.unknown().optional(),
  unlisted: z.unknown().optional(),
});

export const leaveBody = z.strictObject({ playerID, credentials });

export const updateBody = z
  .strictObject({
    playerID,
    credentials,
    newName: name('newName').optional(),
    data: playerData.optional(),
  })
  .refine((body) => body.newName !== undefined || body.data !== undefined, 'newName or data is required');

/** The game's own check of a table's options for its player count. */
export function checkSetupData(game: Game, options: Body, players: number): Body {
  const error = game.validateSetupData?.(options, players);
  if (error !== undefined) throw badRequest(`invalid table options: ${String(error).slice(0, 200)}`);
  return options;
}
