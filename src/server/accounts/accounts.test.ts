import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame } from '../../engine/fixture/game';
import { dropSchemas } from '../storage/driver';
import { AccountBrowser as Browser, usernameOf } from '../testing/account-browser';
import { playToEnd, request, startTestServer, type TestServer } from '../testing/http';
import { SoftwarePasskey } from '../testing/passkey';

// Accounts against a real database, PGlite and (when TEST_DATABASE_URL is set)
// PostgreSQL: signing up and in with a password or a passkey, sessions, recovery
// codes, deleting an account, seats that follow the account, and the attacks a
// hostile user would try.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL accounts suite is skipped.');
const schemas: string[] = [];
afterAll(async () => {
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

let clock = 1_700_000_000_000;

const backends: { name: string; start: () => Promise<TestServer> }[] = [
  {
    name: 'PGlite',
    start: () =>
      startTestServer({
        games: [fixtureGame],
        trustProxy: 1,
        accounts: { now: () => clock, attempts: { perAddress: 5, freePerAccount: 3, signUpsPerAddress: 12 } },
      }),
  },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          start: () => {
            const schema = `t_acct_${process.pid}_${Date.now()}`;
            schemas.push(schema);
            return startTestServer({
              games: [fixtureGame],
              trustProxy: 1,
              databaseUrl: pgUrl,
              databaseSchema: schema,
              accounts: { now: () => clock, attempts: { perAddress: 5, freePerAccount: 3, signUpsPerAddress: 12 } },
            });
          },
        },
      ]
    : []),
];

for (const backend of backends) {
  describe(`accounts on ${backend.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await backend.start();
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });
    const browser = (address?: string) => new Browser(server.url, address);

    it('signs up with a password: ten recovery codes once, an HttpOnly SameSite=Lax session', async () => {
      const b = browser();
      expect(await usernameOf(b)).toBeUndefined();
      const up = await b.post('/api/account/sign-up', { username: 'Anna', password: 'correct horse battery' });
      expect(up.status).toBe(201);
      const { recoveryCodes } = up.json as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const set = up.headers.getSetCookie().find((c) => c.startsWith('et_session='))!;
      expect(set).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
      expect(await usernameOf(b)).toBe('Anna');
      const account = (await b.get('/api/account')).json as { account: Record<string, unknown> };
      expect(account.account).toMatchObject({ password: true, passkeys: [], recoveryCodesLeft: 10 });
      // The codes are not shown again.
      expect(JSON.stringify(account)).not.toContain(recoveryCodes[0]);
      // The same name in other letter case is the same name.
      expect(
        (await browser().post('/api/account/sign-up', { username: 'anna', password: 'another password' })).status,
      ).toBe(409);
    });

    it('marks the session cookie Secure behind TLS', async () => {
      const up = await browser().post(
        '/api/account/sign-up',
        { username: 'Secura', password: 'correct horse battery' },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(up.headers.getSetCookie().find((c) => c.startsWith('et_session='))).toMatch(/; Secure$/);
    });

    it('signs in and out; a wrong password and an unknown name get the same answer', async () => {
      await browser().post('/api/account/sign-up', { username: 'Berta', password: 'berta password 1' });
      const b = browser('198.51.100.2');
      const wrong = await b.post('/api/account/sign-in', { username: 'Berta', password: 'not her password' });
      const nobody = await b.post('/api/account/sign-in', { username: 'Nobody-here', password: 'not her password' });
      expect(wrong.status).toBe(401);
      expect(nobody.status).toBe(401);
      expect(nobody.text).toBe(wrong.text);
      expect(wrong.json).toEqual({ error: 'wrong username or password' });
      expect((await b.post('/api/account/sign-in', { username: 'berta', password: 'berta password 1' })).status).toBe(
        200,
      );
      expect(await usernameOf(b)).toBe('Berta');
      expect((await b.post('/api/account/sign-out')).status).toBe(204);
      expect(await usernameOf(b)).toBeUndefined();
    });

    it('opens a new session at sign-in: a planted session token is not the victim’s (fixation)', async () => {
      const attacker = browser('198.51.100.3');
      await attacker.post('/api/account/sign-up', { username: 'Mallory', password: 'mallory password' });
      const planted = attacker.cookies.get('et_session')!;
      await browser().post('/api/account/sign-up', { username: 'Carla', password: 'carla password 1' });
      const victim = browser('198.51.100.4');
      victim.cookies.set('et_session', planted);
      expect(await usernameOf(victim)).toBe('Mallory');
      await victim.post('/api/account/sign-in', { username: 'Carla', password: 'carla password 1' });
      expect(victim.cookies.get('et_session')).not.toBe(planted);
      expect(await usernameOf(victim)).toBe('Carla');
      const withPlanted = browser();
      withPlanted.cookies.set('et_session', planted);
      expect(await usernameOf(withPlanted)).toBeUndefined();
    });

    it('signs out everywhere: a stolen copy of another session’s cookie stops working', async () => {
      const phone = browser('198.51.100.5');
      await phone.post('/api/account/sign-up', { username: 'Dora', password: 'dora password 1' });
      const laptop = browser('198.51.100.6');
      await laptop.post('/api/account/sign-in', { username: 'Dora', password: 'dora password 1' });
      const thief = browser('203.0.113.66');
      thief.cookies.set('et_session', laptop.cookies.get('et_session')!);
      expect(await usernameOf(thief)).toBe('Dora');
      expect((await phone.post('/api/account/sign-out-everywhere')).status).toBe(204);
      expect(await usernameOf(thief)).toBeUndefined();
      expect(await usernameOf(laptop)).toBeUndefined();
      expect((await thief.get('/api/account/tables')).status).toBe(401);
    });

    it('refuses state changes from other sites (forged requests)', async () => {
      const b = browser('198.51.100.7');
      await b.post('/api/account/sign-up', { username: 'Emma', password: 'emma password 1' });
      const noHeader = await b.post('/api/account/sign-out-everywhere', {}, { 'X-Euro-Tables': '' });
      expect(noHeader.status).toBe(403);
      const evil = await b.post('/api/account/sign-out-everywhere', {}, { Origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect(evil.json).toEqual({ error: 'request not from the site' });
      const evilDelete = await b.post('/api/account/delete', { confirm: 'Emma' }, { Origin: 'https://evil.example' });
      expect(evilDelete.status).toBe(403);
      expect(await usernameOf(b)).toBe('Emma');
      const evilSignUp = await browser().post(
        '/api/account/sign-up',
        { username: 'Forged', password: 'forged password' },
        { Origin: 'https://evil.example' },
      );
      expect(evilSignUp.status).toBe(403);
    });

    it('limits failed sign-ins per address: a password sprayed over many names is stopped', async () => {
      await browser().post('/api/account/sign-up', { username: 'Frida', password: 'Summer2026!' });
      const sprayer = browser('203.0.113.7');
      for (const name of ['Anna', 'Berta', 'Carla', 'Dora', 'Emma']) {
        expect((await sprayer.post('/api/account/sign-in', { username: name, password: 'Summer2026!' })).status).toBe(
          401,
        );
      }
      const sixth = await sprayer.post('/api/account/sign-in', { username: 'Frida', password: 'Summer2026!' });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('Retry-After')).toBe('900');
      // Frida herself, from her own address, is not held up.
      expect(
        (await browser('198.51.100.8').post('/api/account/sign-in', { username: 'Frida', password: 'Summer2026!' }))
          .status,
      ).toBe(200);
    });

    it('backs off per account after three failures, whether or not the name exists, from any address', async () => {
      await browser().post('/api/account/sign-up', { username: 'Greta', password: 'greta password 1' });
      for (const name of ['Greta', 'Ghost']) {
        for (let i = 0; i < 3; i++) {
          const guess = browser(`203.0.113.${20 + i}`);
          expect((await guess.post('/api/account/sign-in', { username: name, password: 'guess guess' })).status).toBe(
            401,
          );
        }
        // The fourth failure: one second to wait; then two.
        await browser('203.0.113.30').post('/api/account/sign-in', { username: name, password: 'guess guess' });
        const held = await browser('203.0.113.31').post('/api/account/sign-in', {
          username: name,
          password: 'greta password 1',
        });
        expect(held.status).toBe(429);
        expect(held.headers.get('Retry-After')).toBe('1');
        clock += 1000;
        await browser('203.0.113.32').post('/api/account/sign-in', { username: name, password: 'guess guess' });
        const again = await browser('203.0.113.33').post('/api/account/sign-in', { username: name, password: 'x' });
        expect(again.headers.get('Retry-After')).toBe('2');
        clock += 2000;
      }
      expect(
        (
          await browser('198.51.100.9').post('/api/account/sign-in', {
            username: 'Greta',
            password: 'greta password 1',
          })
        ).status,
      ).toBe(200);
    });

    it('limits the accounts one address makes', async () => {
      const maker = browser('203.0.113.50');
      for (let i = 0; i < 12; i++)
        expect(
          (await maker.post('/api/account/sign-up', { username: `maker${i}`, password: 'maker password' })).status,
        ).toBe(201);
      const thirteenth = await maker.post('/api/account/sign-up', { username: 'maker12', password: 'maker password' });
      expect(thirteenth.status).toBe(429);
      expect(thirteenth.headers.get('Retry-After')).toBe('900');
      // A passkey sign-up counts the same (a new browser: a signed-in one would add a passkey to its account).
      const again = browser('203.0.113.50');
      expect((await again.post('/api/account/passkey/register-options', { username: 'maker13' })).status).toBe(429);
      // A taken name is not told either once the address has made its share: no enumeration by sign-up.
      expect((await again.post('/api/account/passkey/register-options', { username: 'Anna' })).status).toBe(429);
      expect((await again.post('/api/account/sign-up', { username: 'Anna', password: 'whatever it is' })).status).toBe(
        429,
      );
    });

    it('sets a new password with a recovery code, once per code, and ends every other session', async () => {
      const first = browser('198.51.100.10');
      const up = await first.post('/api/account/sign-up', { username: 'Hanna', password: 'forgotten password' });
      const [code] = (up.json as { recoveryCodes: string[] }).recoveryCodes;
      const b = browser('198.51.100.11');
      const recovered = await b.post('/api/account/recover', {
        username: 'Hanna',
        code: code.toLowerCase().replace(/-/g, ' '),
        newPassword: 'a brand new password',
      });
      expect(recovered.status).toBe(200);
      expect(recovered.json).toEqual({ username: 'Hanna', recoveryCodesLeft: 9 });
      expect(await usernameOf(b)).toBe('Hanna');
      expect(await usernameOf(first)).toBeUndefined();
      const c = browser('198.51.100.12');
      expect((await c.post('/api/account/sign-in', { username: 'Hanna', password: 'forgotten password' })).status).toBe(
        401,
      );
      expect(
        (await c.post('/api/account/sign-in', { username: 'Hanna', password: 'a brand new password' })).status,
      ).toBe(200);
      const reused = await browser('198.51.100.13').post('/api/account/recover', {
        username: 'Hanna',
        code,
        newPassword: 'the attacker password',
      });
      expect(reused.status).toBe(401);
      expect(reused.json).toEqual({ error: 'wrong username or password' });
    });

    it('signs up and in with a passkey; an assertion replayed or for an unknown passkey is refused', async () => {
      const b = browser('198.51.100.14');
      const key = new SoftwarePasskey(b.origin);
      const options = await b.post('/api/account/passkey/register-options', { username: 'Ida' });
      expect(options.status).toBe(200);
      expect(options.json).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'Ida' } });
      const registered = await b.post('/api/account/passkey/register', key.create(options.json as never));
      expect(registered.status).toBe(201);
      expect((registered.json as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
      expect(await usernameOf(b)).toBe('Ida');
      // Her only way to sign in: it stays.
      expect((await b.post('/api/account/passkey/remove', { id: key.id })).json).toEqual({
        error: 'keep one way to sign in: set a password first',
      });
      await b.post('/api/account/sign-out');

      const other = browser('198.51.100.15');
      const challenge = await other.post('/api/account/passkey/sign-in-options');
      const assertion = key.get(challenge.json as never);
      const signedIn = await other.post('/api/account/passkey/sign-in', assertion);
      expect(signedIn.status).toBe(200);
      expect(await usernameOf(other)).toBe('Ida');
      // The same assertion again, with a new ceremony: its challenge is spent.
      const replay = browser('198.51.100.16');
      await replay.post('/api/account/passkey/sign-in-options');
      expect((await replay.post('/api/account/passkey/sign-in', assertion)).status).toBe(401);
      // A passkey the site never saw.
      const stranger = new SoftwarePasskey(b.origin);
      const s = browser('198.51.100.17');
      const sChallenge = await s.post('/api/account/passkey/sign-in-options');
      expect((await s.post('/api/account/passkey/sign-in', stranger.get(sChallenge.json as never))).json).toEqual({
        error: 'this passkey is not known here',
      });
      // A passkey made for another site's origin.
      const phished = new SoftwarePasskey('https://evil.example');
      const p = browser('198.51.100.18');
      const pOptions = await p.post('/api/account/passkey/register-options', { username: 'Phished' });
      expect((await p.post('/api/account/passkey/register', phished.create(pOptions.json as never))).status).toBe(400);
    });

    it('changes the password with the current one, signing out the other devices; adds a passkey', async () => {
      const here = browser('198.51.100.30');
      await here.post('/api/account/sign-up', { username: 'Mia', password: 'mia password 1' });
      const there = browser('198.51.100.31');
      await there.post('/api/account/sign-in', { username: 'Mia', password: 'mia password 1' });
      const wrong = await here.post('/api/account/password', {
        currentPassword: 'not it',
        newPassword: 'mia password 2',
      });
      expect(wrong.status).toBe(403);
      const missing = await here.post('/api/account/password', { newPassword: 'mia password 2' });
      expect(missing.status).toBe(403);
      const changed = await here.post('/api/account/password', {
        currentPassword: 'mia password 1',
        newPassword: 'mia password 2',
      });
      expect(changed.status).toBe(204);
      expect(await usernameOf(here)).toBe('Mia');
      expect(await usernameOf(there)).toBeUndefined();

      const key = new SoftwarePasskey(here.origin);
      const options = await here.post('/api/account/passkey/register-options', {});
      expect(options.json).toMatchObject({ user: { name: 'Mia' } });
      expect((await here.post('/api/account/passkey/register', key.create(options.json as never))).status).toBe(204);
      const other = browser('198.51.100.32');
      const challenge = await other.post('/api/account/passkey/sign-in-options');
      expect((await other.post('/api/account/passkey/sign-in', key.get(challenge.json as never))).json).toEqual({
        username: 'Mia',
      });
      const listed = ((await other.get('/api/account')).json as { account: { passkeys: { id: string }[] } }).account;
      expect(listed.passkeys.map((p) => p.id)).toEqual([key.id]);
      // Nobody else removes it; she does, and it signs in no more.
      const stranger = browser('198.51.100.34');
      await stranger.post('/api/account/sign-up', { username: 'Stranger', password: 'stranger password' });
      expect((await stranger.post('/api/account/passkey/remove', { id: key.id })).status).toBe(404);
      expect((await other.post('/api/account/passkey/remove', { id: key.id })).status).toBe(204);
      const again = browser('198.51.100.35');
      const next = await again.post('/api/account/passkey/sign-in-options');
      expect((await again.post('/api/account/passkey/sign-in', key.get(next.json as never))).status).toBe(401);
    });

    it('ends a session 30 days after it was opened', async () => {
      const b = browser('198.51.100.33');
      await b.post('/api/account/sign-up', { username: 'Nora', password: 'nora password 1' });
      clock += 30 * 86_400_000 - 1;
      expect(await usernameOf(b)).toBe('Nora');
      clock += 1;
      expect(await usernameOf(b)).toBeUndefined();
    });

    it('answers bad input with 400, never a crash', async () => {
      const b = browser('198.51.100.19');
      const bodies: [string, unknown][] = [
        ['/api/account/sign-up', { username: 'ab', password: 'long enough' }],
        ['/api/account/sign-up', { username: 'Ok_name', password: 'short' }],
        ['/api/account/sign-up', { username: 'Ok_name', password: 'long enough', admin: true }],
        ['/api/account/sign-up', { username: ['x'], password: 'long enough' }],
        ['/api/account/sign-in', { username: 42, password: 'x' }],
        ['/api/account/recover', { username: 'Hanna', code: 'x'.repeat(41), newPassword: 'long enough' }],
        ['/api/account/passkey/register-options', { username: '<script>' }],
        [
          '/api/account/passkey/register',
          { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!', attestationObject: '' } },
        ],
        ['/api/account/passkey/sign-in', { id: 'x', rawId: 'x', type: 'public-key', response: {} }],
      ];
      for (const [path, body] of bodies) {
        const answer = await b.post(path, body);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(Object.keys(answer.json as object)).toEqual(['error']);
      }
      const garbage = await b.post('/api/account/sign-in', '{"username":', { 'Content-Type': 'application/json' });
      expect(garbage.status).toBe(400);
      const noCeremony = await b.post(
        '/api/account/passkey/sign-in',
        new SoftwarePasskey(b.origin).get({ challenge: 'AAAA' }),
      );
      expect(noCeremony.json).toEqual({ error: 'no passkey ceremony under way: start again' });
      expect((await b.get('/healthz')).status).toBe(200);
    });

    it('lists the account’s tables on every device, and moves a guest’s seats to the account', async () => {
      const phone = browser('198.51.100.20');
      await phone.post('/api/account/sign-up', { username: 'Jana', password: 'jana password 1' });
      const created = await phone.post('/games/fixture/create', {
        numPlayers: 2,
        seat: { playerName: 'Jana' },
      });
      const { matchID, playerCredentials } = created.json as { matchID: string; playerCredentials: string };
      // A table joined as a guest, before signing in on this laptop.
      const laptop = browser('198.51.100.21');
      const other = await laptop.post('/games/fixture/create', { numPlayers: 2 });
      const otherID = (other.json as { matchID: string }).matchID;
      const joined = await laptop.post(`/games/fixture/${otherID}/join`, { playerID: '1', playerName: 'Jana' });
      const guestSeat = {
        gameName: 'fixture',
        matchID: otherID,
        playerID: '1',
        credentials: (joined.json as { playerCredentials: string }).playerCredentials,
      };
      await laptop.post('/api/account/sign-in', { username: 'Jana', password: 'jana password 1' });
      expect((await laptop.post('/api/account/seats', { seats: [guestSeat] })).json).toEqual({ claimed: 1 });
      const tables = (await laptop.get('/api/account/tables')).json as { tables: Record<string, unknown>[] };
      expect(tables.tables.map((t) => [t.matchID, t.playerID, t.credentials])).toEqual([
        [otherID, '1', guestSeat.credentials],
        [matchID, '0', playerCredentials],
      ]);
      // A seat joined while signed in is the account's too.
      const third = await phone.post('/games/fixture/create', { numPlayers: 2 });
      const thirdID = (third.json as { matchID: string }).matchID;
      await phone.post(`/games/fixture/${thirdID}/join`, { playerID: '0', playerName: 'Jana' });
      expect(((await laptop.get('/api/account/tables')).json as { tables: unknown[] }).tables).toHaveLength(3);
    });

    it('gives nobody another account’s seat for guessed ids or credentials', async () => {
      const victim = browser('198.51.100.22');
      await victim.post('/api/account/sign-up', { username: 'Kira', password: 'kira password 1' });
      const created = await victim.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: 'Kira' } });
      const { matchID } = created.json as { matchID: string };
      const attacker = browser('203.0.113.40');
      await attacker.post('/api/account/sign-up', { username: 'Lurker', password: 'lurker password' });
      const guesses = ['0', '1', 'x'.repeat(22)].map((credentials) => ({
        gameName: 'fixture',
        matchID,
        playerID: '0',
        credentials,
      }));
      expect((await attacker.post('/api/account/seats', { seats: guesses })).json).toEqual({ claimed: 0 });
      expect((await attacker.get('/api/account/tables')).json).toEqual({ tables: [] });
      // The seat is taken: joining it is refused, and the table lists no credentials.
      expect(
        (await attacker.post(`/games/fixture/${matchID}/join`, { playerID: '0', playerName: 'Lurker' })).status,
      ).toBe(409);
      expect((await attacker.get(`/games/fixture/${matchID}`)).text).not.toContain('credentials');
    });

    it('deletes an account: personal data gone at once, its seats shown as a deleted player', async () => {
      const b = browser('198.51.100.23');
      await b.post('/api/account/sign-up', { username: 'Lena', password: 'lena password 1' });
      const finished = await b.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: 'Lena' } });
      const f = finished.json as { matchID: string; playerCredentials: string };
      const bob = await request(server.url, `/games/fixture/${f.matchID}/join`, {
        body: { playerID: '1', playerName: 'Bob' },
      });
      await playToEnd(server.url, fixtureGame as never, f.matchID, [
        { playerID: '0', credentials: f.playerCredentials },
        { playerID: '1', credentials: (bob.json as { playerCredentials: string }).playerCredentials },
      ]);
      const running = await b.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: 'Lena' } });
      const r = running.json as { matchID: string; playerCredentials: string };

      expect((await b.post('/api/account/delete', { confirm: 'someone else' })).status).toBe(400);
      expect((await b.post('/api/account/delete', { confirm: 'lena' })).status).toBe(204);
      expect(await usernameOf(b)).toBeUndefined();
      const table = (await request(server.url, `/games/fixture/${f.matchID}`)).json as {
        players: { name?: string; data?: Record<string, unknown> }[];
      };
      expect(table.players[0]).toMatchObject({ name: 'a deleted player', data: { deletedPlayer: true } });
      expect(table.players[1].name).toBe('Bob');
      // The unfinished table's seat no longer answers to the old credentials.
      const seat = await request(server.url, `/games/fixture/${r.matchID}/seat`, {
        body: { playerID: '0', credentials: r.playerCredentials },
      });
      expect(seat.status).toBe(403);
      expect(
        (await browser().post('/api/account/sign-in', { username: 'Lena', password: 'lena password 1' })).status,
      ).toBe(401);
      // The name is free again.
      expect(
        (await browser().post('/api/account/sign-up', { username: 'Lena', password: 'new lena password' })).status,
      ).toBe(201);
    });
  });
}
