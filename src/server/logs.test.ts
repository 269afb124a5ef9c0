import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { fixtureGame } from '../engine/fixture/game';
import { createTable } from './testing/clients';
import { playToEnd, request, startTestServer, type TestServer } from './testing/http';

// What a client does on purpose or by accident (a request cut off mid-body, a
// finished table's page reconnecting) is logged once and below error level, so
// the error log holds only what an operator must look at.

interface Line {
  level: number;
  msg: string;
  err?: { stack?: string };
  path?: string;
  matchID?: string;
}
const lines: Line[] = [];
const waiters = new Set<() => void>();
let t: TestServer;

beforeAll(async () => {
  const logger = pino(
    { level: 'debug' },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line));
        for (const w of [...waiters]) w();
      },
    },
  );
  t = await startTestServer({ games: [fixtureGame], logger });
});
afterAll(() => t.close());

/** The first log line (from `from` on) that satisfies the predicate, once it is written. */
function lineWhere(predicate: (line: Line) => boolean, from = 0): Promise<Line> {
  return new Promise((resolve) => {
    const check = () => {
      const found = lines.slice(from).find(predicate);
      if (!found) return;
      waiters.delete(check);
      resolve(found);
    };
    waiters.add(check);
    check();
  });
}

/** Sends half a body, then goes away. */
function abortMidBody(url: string, path: string): void {
  const { hostname, port } = new URL(url);
  const req = httpRequest({
    hostname,
    port,
    path,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': '200' },
  });
  req.on('error', () => {});
  req.write('{"playerName":"Ali', () => req.destroy());
}

describe('the log', () => {
  it('says a request cut off mid-body at info level, without a stack trace', async () => {
    const { matchID } = await createTable(t.url, 'fixture', 2);
    const paths = ['/games/fixture/create', `/games/fixture/${matchID}/join`, `/games/fixture/${matchID}/seat`];
    for (const path of paths) {
      const from = lines.length;
      abortMidBody(t.url, path);
      const logged = await lineWhere((l) => l.msg === 'lobby' && l.path === path, from);
      expect(logged.level, path).toBeLessThanOrEqual(30);
      // Koa then sees the connection fail under the answer it wrote.
      const gone = await lineWhere((l) => /client|failed/.test(l.msg) && l.msg !== 'lobby', from);
      expect(gone.level, path).toBeLessThanOrEqual(30);
    }
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.filter((l) => l.err?.stack)).toEqual([]);
  });

  it('says "match over" once, however often the finished table is written', async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    await playToEnd(t.url, fixtureGame, matchID, seats);
    await lineWhere((l) => l.msg === 'match over' && l.matchID === matchID);
    for (const name of ['Ann', 'Bea', 'Cid']) {
      const renamed = await request(t.url, `/games/fixture/${matchID}/update`, {
        body: { ...seats[0], newName: name },
      });
      expect(renamed.status).toBe(200);
    }
    const again = await request(t.url, `/games/fixture/${matchID}/playAgain`, { body: seats[1] });
    expect(again.status).toBe(200);
    expect(lines.filter((l) => l.msg === 'match over' && l.matchID === matchID)).toHaveLength(1);
  });
});
