import { afterAll, describe, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import { createTable } from '../testing/clients';
import { request } from '../testing/http';
import { dataDirFromTemplate } from '../testing/pglite-template';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import type { MatchClock } from './clock';

// A running clock across a crash of the real server process (SIGKILL, no last
// heartbeat): the restarted server charges it at most up to the moment of the
// crash and runs it again from its own start; the time it was down is not charged.

const dir = dataDirFromTemplate(inject('pgliteTemplate'));
const started: ServerProcess[] = [];
afterAll(() => {
  for (const s of started) s.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATA_DIR: dir, LOG_LEVEL: 'warn' });
  started.push(server);
  return server;
}

async function clockOf(url: string, matchID: string): Promise<MatchClock> {
  const answer = await request(url, `/games/fixture/${matchID}`);
  return (answer.json as { clock: MatchClock }).clock;
}

describe('a crash', () => {
  it('charges a running clock no time the server was down', async () => {
    const first = await start();
    const { matchID } = await createTable(first.url, 'fixture', 2, { gameMode: 'fast' });
    // The clock starts once the last seat is taken, just after the join's answer.
    await expect
      .poll(async () => (await clockOf(first.url, matchID)).running[0], { timeout: 20_000 })
      .toBeTypeOf('number');
    const before = await clockOf(first.url, matchID);
    expect(before.remaining).toEqual({ 0: 240_000, 1: 240_000 });
    const startedAt = before.running[0]!;

    const crashedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await start();
    const upAt = Date.now();

    const after = await clockOf(second.url, matchID);
    // Charged at most up to the crash (up to the last heartbeat, stored every 5 s).
    expect(after.remaining[0]).toBeGreaterThanOrEqual(240_000 - (crashedAt - startedAt));
    expect(after.remaining[0]).toBeLessThanOrEqual(240_000);
    expect(after.remaining[1]).toBe(240_000);
    // Running again from the restart, not from before the crash.
    expect(after.running[0]).toBeGreaterThan(crashedAt);
    expect(after.running[0]).toBeLessThanOrEqual(upAt);
    expect(after.timedOut).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
