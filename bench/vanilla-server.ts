// boardgame.io's own server, as its documentation sets it up: `Server` with its
// default in-memory storage, hosting the same Game objects as ours. Run by
// `npm run bench:server -- --server vanilla|both` for the side-by-side; it keeps
// nothing across a crash, which is what ours is measured against.
import { Server } from 'boardgame.io/server';
import type { AddressInfo } from 'node:net';
import { fixtureGame } from '../src/engine/fixture/game';
import { games } from '../src/games';

const server = Server({ games: [fixtureGame, ...games] });
const { appServer } = await server.run(Number(process.env.PORT ?? 0));
console.log(`listening on ${(appServer.address() as AddressInfo).port}`);
