// `npm start` runs this (after building the client) with NODE_ENV=production.
import { games } from '../games';
import { runFromEnv } from './run';

await runFromEnv(games);
