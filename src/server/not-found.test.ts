import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { fixtureGame } from '../engine/fixture/game';
import { connected, createTable, nextPacket, rawSocket } from './testing/clients';
import { request, startTestServer, type TestServer } from './testing/http';

// A mistyped address is the visitor's mistake, not the server's:
// answered 404, logged below error level, without a stack trace.

const lines: { level: number; msg: string; err?: unknown }[] = [];
let t: TestServer;

beforeAll(async () => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  t = await startTestServer({ games: [fixtureGame], logger });
});
afterAll(() => t.close());

describe('mistyped addresses', () => {
  it('are 404s, never logged as errors', async () => {
    const { matchID } = await createTable(t.url, 'fixture', 2);
    const paths = [
      '/games/fixture/nosuchmatch1',
      '/games/nosuchgame',
      '/games/nosuchgame/abc',
      '/games/fixture/%E0%A4%A',
      `/games/fixture/${matchID}x`,
      '/games/fixture/x/y/z',
    ];
    for (const path of paths) expect((await request(t.url, path)).status, path).toBe(404);
    expect((await request(t.url, '/games/fixture/nosuchmatch1/join', { body: { playerName: 'A' } })).status).toBe(404);
    // A table page's socket for a match that does not exist, or of another game.
    const socket = rawSocket(t.url, 'fixture');
    try {
      await connected(socket);
      socket.emit('sync', 'nosuchmatch1', null, '', 2);
      expect(await nextPacket(socket, 'sync', 500)).toBeNull();
    } finally {
      socket.close();
    }
    // An /api/ address the server lacks is a JSON 404, even for a browser asking for a page.
    const api = await request(t.url, '/api/nosuchroute', { headers: { Accept: 'text/html,*/*' } });
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ error: 'no such route' });
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });
});
