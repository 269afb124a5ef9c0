import { describe, expect, it } from 'vitest';
import { twoInstances } from '../testing/two-instances';
import type { Friends } from '../../engine/accounts/wire';
import type { RunningServer } from '../app';
import { AccountBrowser } from '../testing/account-browser';

// Two clustered instances on one PostgreSQL and one Redis: a friend request made
// through one is accepted through the other, and a block written through one
// refuses a join served by the other.

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl || !redisUrl)
  console.warn('[notice] TEST_DATABASE_URL or TEST_REDIS_URL is not set: the social cluster suite is skipped.');

describe.runIf(pgUrl && redisUrl)('friends on two instances', () => {
  const instances = twoInstances('social_cluster', { trustProxy: 1 });

  /** The same browser with its next requests served by the other instance. */
  const onOther = (browser: AccountBrowser, server: RunningServer) => {
    const moved = new AccountBrowser(server.url, browser.address, browser.origin.replace(/:\d+$/, `:${server.port}`));
    for (const [k, v] of browser.cookies) moved.cookies.set(k, v);
    return moved;
  };

  it('accepts on one instance the request made on the other', async () => {
    const { a, b } = instances;
    const petraA = new AccountBrowser(a.url, '198.51.100.1');
    const quinnA = new AccountBrowser(a.url, '198.51.100.2');
    expect((await petraA.post('/api/account/sign-up', { username: 'Petra', password: 'petra password' })).status).toBe(
      201,
    );
    expect((await quinnA.post('/api/account/sign-up', { username: 'Quinn', password: 'quinn password' })).status).toBe(
      201,
    );
    expect((await petraA.post('/api/friends/ask', { username: 'Quinn' })).status).toBe(204);
    const quinnB = onOther(quinnA, b);
    expect(((await quinnB.get('/api/friends')).json as Friends).incoming.map((i) => i.username)).toEqual(['Petra']);
    expect((await quinnB.post('/api/friends/accept', { username: 'Petra' })).status).toBe(204);
    expect(((await petraA.get('/api/friends')).json as Friends).friends.map((f) => f.username)).toEqual(['Quinn']);

    // A block through one instance holds at a table served by the other.
    expect((await petraA.post('/api/friends/block', { username: 'Quinn' })).status).toBe(204);
    const created = await onOther(petraA, b).post('/games/fixture/create', {
      numPlayers: 2,
      seat: { playerName: 'Petra' },
    });
    const { matchID } = created.json as { matchID: string };
    expect((await quinnA.post(`/games/fixture/${matchID}/join`, { playerName: 'Quinn' })).status).toBe(403);
    expect(((await quinnB.get('/api/friends')).json as Friends).friends).toEqual([]);
  });
});
