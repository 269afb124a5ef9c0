import { describe, expect, it } from 'vitest';
import { twoInstances } from '../testing/two-instances';
import { AccountBrowser, usernameOf } from '../testing/account-browser';

// Two clustered instances on one PostgreSQL and one Redis: a session, a sign-out
// everywhere and the failed sign-ins counted through one instance hold on the other.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl || !redisUrl)
  console.warn('[notice] TEST_DATABASE_URL or TEST_REDIS_URL is not set: the accounts cluster suite is skipped.');

describe.runIf(pgUrl && redisUrl)('accounts on two instances', () => {
  const instances = twoInstances('acct_cluster', { trustProxy: 1, accounts: { attempts: { perAddress: 3 } } });

  it('honours on one instance the sessions and sign-ins of the other', async () => {
    const { a, b } = instances;
    const onA = new AccountBrowser(a.url, '198.51.100.1');
    await onA.post('/api/account/sign-up', { username: 'Olga', password: 'olga password 1' });
    // The same browser, its next request served by the other instance.
    const onB = new AccountBrowser(b.url, '198.51.100.1', onA.origin.replace(/:\d+$/, `:${b.port}`));
    onB.cookies.set('et_session', onA.cookies.get('et_session')!);
    expect(await usernameOf(onB)).toBe('Olga');
    const created = await onB.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: 'Olga' } });
    const { matchID } = created.json as { matchID: string };
    const tables = (await onA.get('/api/account/tables')).json as { tables: { matchID: string }[] };
    expect(tables.tables.map((t) => t.matchID)).toEqual([matchID]);

    expect((await onB.post('/api/account/sign-out-everywhere')).status).toBe(204);
    expect(await usernameOf(onA)).toBeUndefined();

    // Failures spread over both instances count together.
    for (const [server, name] of [
      [a, 'x1'],
      [b, 'x2'],
      [a, 'x3'],
    ] as const)
      await new AccountBrowser(server.url, '203.0.113.9').post('/api/account/sign-in', {
        username: name,
        password: 'guess',
      });
    const fourth = await new AccountBrowser(b.url, '203.0.113.9').post('/api/account/sign-in', {
      username: 'Olga',
      password: 'olga password 1',
    });
    expect(fourth.status).toBe(429);
  });
});
