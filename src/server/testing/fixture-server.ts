// The server as `npm start` runs it, hosting the test-only fixture game as well as
// the registry: used by tests that must kill and restart a real process.
import { games } from '../../games';
import { runFromEnv } from '../run';
import { fixtureGame } from '../../engine/fixture/game';

await runFromEnv([fixtureGame, ...games]);
