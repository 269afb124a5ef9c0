import { afterAll, beforeAll } from 'vitest';
import { fixtureGame } from '../../engine/fixture/game';
import { startServer, type RunningServer, type StartOptions } from '../app';
import { dropSchemas } from '../storage/driver';

/**
 * Two clustered instances of the server (`a` and `b`) on a fresh schema of
 * TEST_DATABASE_URL and a prefix of TEST_REDIS_URL, started before the enclosing
 * describe's tests and stopped after them, the schema dropped. Call it inside a
 * `describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)`.
 */
export function twoInstances(
  name: string,
  extra: Partial<StartOptions> = {},
): { readonly a: RunningServer; readonly b: RunningServer } {
  const pgUrl = process.env.TEST_DATABASE_URL!;
  const schema = `t_${name}_${process.pid}_${Date.now()}`;
  const instances = {} as { a: RunningServer; b: RunningServer };
  beforeAll(async () => {
    const options: StartOptions = {
      games: [fixtureGame],
      port: 0,
      databaseUrl: pgUrl,
      databaseSchema: schema,
      redisUrl: process.env.TEST_REDIS_URL,
      redisPrefix: `${schema}:`,
      bots: { paceMs: 0, workers: 1 },
      ...extra,
    };
    instances.a = await startServer({ ...options, instanceId: 'a' });
    instances.b = await startServer({ ...options, instanceId: 'b' });
  }, 60_000);
  afterAll(async () => {
    await instances.a?.close();
    await instances.b?.close();
    await dropSchemas(pgUrl, [schema]);
  });
  return instances;
}
