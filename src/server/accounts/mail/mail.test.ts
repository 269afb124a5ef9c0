import { rmSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startServer } from '../../app';
import { fixtureGame } from '../../../engine/fixture/game';
import { dropSchemas } from '../../storage/driver';
import { AccountBrowser as Browser, usernameOf } from '../../testing/account-browser';
import { connectPlayer } from '../../testing/clients';
import { request, startTestServer, type TestServer } from '../../testing/http';
import { dataDirFromTemplate } from '../../testing/pglite-template';
import { startSmtpSink, type SmtpSink, type SunkMail } from '../../testing/smtp-sink';

// E-mail against a real SMTP server on this machine (testing/smtp-sink.ts) and a
// real database, PGlite and (with TEST_DATABASE_URL) PostgreSQL: verifying an
// address, a password reset by e-mail, turn e-mails and their one-click stop,
// the limits, account deletion, and a server without SMTP that offers none of it.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL e-mail suite is skipped.');
const schemas: string[] = [];
afterAll(async () => {
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

let clock = 1_700_000_000_000;
const SITE = 'https://tables.example';
const PASSWORD = 'correct horse battery';

const backends: { name: string; database?: () => { databaseUrl: string; databaseSchema: string } }[] = [
  { name: 'PGlite' },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          database: () => {
            const schema = `t_mail_${process.pid}_${Date.now()}`;
            schemas.push(schema);
            return { databaseUrl: pgUrl, databaseSchema: schema };
          },
        },
      ]
    : []),
];

const tokenIn = (mail: SunkMail, path: string) => {
  const found = new RegExp(`${SITE.replace(/\./g, '\\.')}${path}#token=([A-Za-z0-9_-]{43})\\n`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found[1];
};
const to = (address: string) => (m: SunkMail) => m.to.includes(address);

for (const backend of backends) {
  describe(`e-mail on ${backend.name}`, () => {
    let server: TestServer;
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startTestServer({
        games: [fixtureGame],
        trustProxy: 1,
        ...backend.database?.(),
        // One more per recipient than per name: the two limits tell apart.
        accounts: { now: () => clock, mailLimits: { resetsPerName: 3, resetsPerRecipient: 4 } },
        mail: {
          smtp: sink.url,
          from: 'Euro Tables <tables@tables.example>',
          publicUrl: SITE,
          retryMs: [],
          turnBatchMs: 100,
        },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await sink?.close();
    });
    const browser = (address?: string) => new Browser(server.url, address);
    const mailsTo = (address: string) => sink.messages.filter(to(address));

    const signUp = async (username: string, address?: string) => {
      const b = browser(address);
      expect((await b.post('/api/account/sign-up', { username, password: PASSWORD })).status).toBe(201);
      return b;
    };
    /** Sets and verifies the address through the link e-mailed to it. */
    const verified = async (b: Browser, email: string, language?: string) => {
      const seen = new Set(sink.messages);
      expect((await b.post('/api/account/email', { email, ...(language ? { language } : {}) })).status).toBe(200);
      const mail = await sink.next((m) => to(email)(m) && !seen.has(m));
      expect((await b.post('/api/account/email/verify', { token: tokenIn(mail, '/account/verify') })).status).toBe(204);
    };

    it('verifies an address through the link sent to it, once', async () => {
      const b = await signUp('Vera');
      expect((await b.get('/api/account/email')).json).toEqual({
        smtp: true,
        email: null,
        verified: false,
        turnEmails: false,
      });
      const set = await b.post('/api/account/email', { email: 'vera@mail.example' });
      expect(set.json).toEqual({ smtp: true, email: 'vera@mail.example', verified: false, turnEmails: false });
      const mail = await sink.next(to('vera@mail.example'));
      expect(mail.subject).toBe('Euro Tables: confirm your e-mail address');
      expect(mail.headers.get('from')).toBe('Euro Tables <tables@tables.example>');
      expect(mail.text).toContain('Hello Vera,');
      const token = tokenIn(mail, '/account/verify');
      // Another browser, not signed in, may open the link: the token is the proof.
      expect((await browser('198.51.100.9').post('/api/account/email/verify', { token })).status).toBe(204);
      expect(((await b.get('/api/account/email')).json as { verified: boolean }).verified).toBe(true);
      expect((await b.post('/api/account/email/verify', { token })).status).toBe(400);
      // A guessed token verifies nothing.
      expect((await b.post('/api/account/email/verify', { token: 'A'.repeat(43) })).status).toBe(400);
      // A new address is unverified until its own link is used; the earlier link is void.
      await b.post('/api/account/email', { email: 'vera@other.example' });
      expect((await b.get('/api/account/email')).json).toEqual({
        smtp: true,
        email: 'vera@other.example',
        verified: false,
        turnEmails: false,
      });
      expect((await b.post('/api/account/email', { email: 'not an address' })).status).toBe(400);
      expect((await b.post('/api/account/email/remove')).status).toBe(204);
      expect(((await b.get('/api/account/email')).json as { email: unknown }).email).toBeNull();
      // Without the header and the site's origin, nothing changes.
      expect((await request(server.url, '/api/account/email', { body: { email: 'x@mail.example' } })).status).toBe(403);
      // A guest is told only that the site sends e-mail.
      expect((await browser().get('/api/account/email')).json).toEqual({
        smtp: true,
        email: null,
        verified: false,
        turnEmails: false,
      });
    });

    it('resets a password by e-mail: every session ends, the link works once', async () => {
      const laptop = await signUp('Carla', '198.51.100.30');
      await verified(laptop, 'carla@mail.example');
      const phone = browser('198.51.100.31');
      await phone.post('/api/account/sign-in', { username: 'Carla', password: PASSWORD });
      expect(await usernameOf(phone)).toBe('Carla');

      const asker = browser('198.51.100.32');
      const asked = await asker.post('/api/account/reset/ask', { username: 'carla' });
      expect(asked.status).toBe(202);
      const mail = await sink.next((m) => to('carla@mail.example')(m) && m.subject.includes('new password'));
      expect(mail.subject).toBe('Euro Tables: choose a new password');
      expect(mail.text).toContain('within 45 minutes');
      const token = tokenIn(mail, '/account/reset');
      expect((await asker.post('/api/account/reset', { token, password: 'short' })).status).toBe(400);
      expect((await asker.post('/api/account/reset', { token, password: 'a brand new password' })).status).toBe(204);
      expect(await usernameOf(laptop)).toBeUndefined();
      expect(await usernameOf(phone)).toBeUndefined();
      expect((await asker.post('/api/account/sign-in', { username: 'Carla', password: PASSWORD })).status).toBe(401);
      expect(
        (await asker.post('/api/account/sign-in', { username: 'Carla', password: 'a brand new password' })).status,
      ).toBe(200);
      // Spent.
      expect((await asker.post('/api/account/reset', { token, password: 'yet another password' })).status).toBe(400);
    });

    it('lets a reset link expire after 45 minutes', async () => {
      const b = await signUp('Ernst', '198.51.100.40');
      await verified(b, 'ernst@mail.example');
      await browser('198.51.100.41').post('/api/account/reset/ask', { username: 'Ernst' });
      await browser('198.51.100.41').post('/api/account/reset/ask', { username: 'Ernst' });
      await server.server.mail.routes.idle();
      const [first, second] = mailsTo('ernst@mail.example').filter((m) => m.subject.includes('new password'));
      clock += 45 * 60_000 + 1;
      expect(
        (await b.post('/api/account/reset', { token: tokenIn(first, '/account/reset'), password: 'too late now' }))
          .status,
      ).toBe(400);
      clock -= 2;
      expect(
        (await b.post('/api/account/reset', { token: tokenIn(second, '/account/reset'), password: 'just in time' }))
          .status,
      ).toBe(204);
      clock -= 45 * 60_000 - 1;
    });

    it('answers a reset request the same whether or not the name or its address exists, and e-mails nobody', async () => {
      await signUp('Hanna', '198.51.100.50'); // no address
      const unverified = await signUp('Ines', '198.51.100.51');
      await unverified.post('/api/account/email', { email: 'ines@mail.example' });
      await sink.next(to('ines@mail.example'));
      const before = sink.messages.length;
      const answers = await Promise.all(
        ['Nobody-here', 'Hanna', 'Ines'].map((username, i) =>
          browser(`198.51.100.${52 + i}`).post('/api/account/reset/ask', { username }),
        ),
      );
      for (const a of answers) {
        expect(a.status).toBe(202);
        expect(a.text).toBe('{"sent":"if this account has a verified e-mail address, a link is on its way"}');
      }
      await server.server.mail.routes.idle();
      expect(sink.messages.length).toBe(before);
    });

    it('limits reset requests per address (429) and per name (no more e-mail, the same answer)', async () => {
      const b = await signUp('Jonas', '198.51.100.60');
      await verified(b, 'jonas@mail.example');
      const one = browser('198.51.100.61');
      for (let i = 0; i < 5; i++)
        expect((await one.post('/api/account/reset/ask', { username: `Nix${i}` })).status).toBe(202);
      const refused = await one.post('/api/account/reset/ask', { username: 'Jonas' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('900');
      for (let i = 0; i < 5; i++)
        expect(
          (await browser(`198.51.100.${70 + i}`).post('/api/account/reset/ask', { username: 'JONAS' })).status,
        ).toBe(202);
      await server.server.mail.routes.idle();
      expect(mailsTo('jonas@mail.example').filter((m) => m.subject.includes('new password'))).toHaveLength(3);
      // Two accounts of one address: three each by name, four in all to the address.
      for (const name of ['Kai', 'Kim']) await verified(await signUp(name, '198.51.100.62'), 'shared@mail.example');
      for (let i = 0; i < 6; i++)
        await browser(`198.51.100.${75 + i}`).post('/api/account/reset/ask', { username: i % 2 ? 'Kai' : 'Kim' });
      await server.server.mail.routes.idle();
      expect(mailsTo('shared@mail.example').filter((m) => m.subject.includes('new password'))).toHaveLength(4);
    });

    /** A turn-based (or other) fixture table of two accounts' seats: Anna's seat 0 acts first. */
    const table = async (first: Browser, second: Browser, gameMode: string) => {
      const created = await first.post('/games/fixture/create', {
        numPlayers: 2,
        setupData: { gameMode },
        seat: { playerName: 'first' },
      });
      expect(created.status).toBe(200);
      const { matchID, playerCredentials } = created.json as { matchID: string; playerCredentials: string };
      const joined = await second.post(`/games/fixture/${matchID}/join`, { playerID: '1', playerName: 'second' });
      const summary = (await request(server.url, `/games/fixture/${matchID}/summary`)).json as { tableNumber: number };
      return {
        matchID,
        tableNumber: summary.tableNumber,
        credentials: [playerCredentials, (joined.json as { playerCredentials: string }).playerCredentials],
      };
    };

    it('e-mails a turn once per turn, not again until played, and stops in one click', async () => {
      const anna = await signUp('Anna', '198.51.100.80');
      const ben = await signUp('Ben', '198.51.100.81');
      await verified(anna, 'anna@mail.example');
      await verified(ben, 'ben@mail.example');
      for (const b of [anna, ben])
        expect(
          ((await b.post('/api/account/email/turns', { on: true })).json as { turnEmails: boolean }).turnEmails,
        ).toBe(true);
      const t = await table(anna, ben, 'day1');

      const first = await sink.next((m) => to('anna@mail.example')(m) && m.subject.includes('your turn'));
      expect(first.subject).toBe(`Euro Tables: your turn (Fixture, table ${t.tableNumber})`);
      expect(first.text).toContain(`${SITE}/table/fixture/${t.matchID}\n`);
      const stop = /^<(https:\/\/tables\.example\/api\/email\/stop\?t=([A-Za-z0-9_-]{43}))>$/.exec(
        first.headers.get('list-unsubscribe') ?? '',
      );
      expect(stop).not.toBeNull();
      expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(first.text).toContain(stop![1]);

      // Anna plays while Ben watches the table: no e-mail while he is there; one once he leaves.
      const a = connectPlayer(server.url, fixtureGame, t.matchID, '0', t.credentials[0]);
      const watching = connectPlayer(server.url, fixtureGame, t.matchID, '1', t.credentials[1]);
      await watching.waitFor((s) => s.ctx.turn === 1);
      await a.waitFor((s) => s.ctx.turn === 1);
      a.client.moves.add(1);
      await watching.waitFor((s) => s.ctx.currentPlayer === '1');
      await server.server.mail.turns!.flush();
      expect(mailsTo('ben@mail.example')).toHaveLength(1);
      watching.stop();
      await sink.next((m) => to('ben@mail.example')(m) && m.subject.includes('your turn'));
      // Anna leaves (a write of the table's metadata): still Ben's turn, no second e-mail.
      a.stop();
      await vi.waitFor(async () => {
        const { metadata } = await server.server.store.fetch(t.matchID, { metadata: true });
        expect(metadata.players[0].isConnected).toBe(false);
      });
      await server.server.mail.turns!.flush();
      expect(mailsTo('ben@mail.example').filter((m) => m.subject.includes('your turn'))).toHaveLength(1);
      expect(mailsTo('anna@mail.example').filter((m) => m.subject.includes('your turn'))).toHaveLength(1);

      // Ben plays: Anna's turn again, and she has played since her last e-mail.
      const bPlayer = connectPlayer(server.url, fixtureGame, t.matchID, '1', t.credentials[1]);
      await bPlayer.waitFor((s) => s.ctx.currentPlayer === '1');
      bPlayer.client.moves.add(2);
      await bPlayer.waitFor((s) => s.ctx.currentPlayer === '0');
      const second = await sink.next(
        (m) => to('anna@mail.example')(m) && m.subject.includes('your turn') && m !== first,
      );
      bPlayer.stop();

      // The stop link: a forged token and a GET change nothing; the one-click POST stops.
      const token = /\?t=([A-Za-z0-9_-]{43})>/.exec(second.headers.get('list-unsubscribe') ?? '')![1];
      const forged = await request(server.url, `/api/email/stop?t=${'B'.repeat(43)}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(forged.status).toBe(404);
      const shown = await request(server.url, `/api/email/stop?t=${token}`);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('<form method="post">');
      expect(((await anna.get('/api/account/email')).json as { turnEmails: boolean }).turnEmails).toBe(true);
      // Every e-mail carries the same stop link: the first one still works after the second came.
      expect(token).toBe(stop![2]);
      const stopped = await request(server.url, `/api/email/stop?t=${stop![2]}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(stopped.status).toBe(200);
      expect(((await anna.get('/api/account/email')).json as { turnEmails: boolean }).turnEmails).toBe(false);
      expect(((await ben.get('/api/account/email')).json as { turnEmails: boolean }).turnEmails).toBe(true);
    });

    it('writes each player’s e-mails in the language they used, the stop page too', async () => {
      const zofia = await signUp('Zofia', '198.51.100.90');
      const marc = await signUp('Marc', '198.51.100.91');
      await verified(zofia, 'zofia@mail.example', 'pl');
      expect(mailsTo('zofia@mail.example')[0].subject).toBe('Euro Tables: potwierdź swój adres e-mail');
      await verified(marc, 'marc@mail.example');
      expect(mailsTo('marc@mail.example')[0].subject).toBe('Euro Tables: confirm your e-mail address');
      // Marc switches turn e-mails on from a page in French: from then on he gets them in French.
      expect((await marc.post('/api/account/email/turns', { on: true, language: 'fr' })).status).toBe(200);
      expect((await zofia.post('/api/account/email/turns', { on: true })).status).toBe(200);
      expect((await marc.post('/api/account/email/turns', { on: true, language: 'xx' })).status).toBe(400);

      const t = await table(zofia, marc, 'day2');
      const turn = await sink.next((m) => to('zofia@mail.example')(m) && m.subject.startsWith('Euro Tables: Twój'));
      expect(turn.subject).toBe(`Euro Tables: Twój ruch (Fixture, stół nr ${t.tableNumber})`);
      expect(turn.text).toContain('Dostajesz jeden e-mail na stół, dopóki nie wykonasz ruchu.');
      const token = /\?t=([A-Za-z0-9_-]{43})>/.exec(turn.headers.get('list-unsubscribe') ?? '')![1];
      const page = await request(server.url, `/api/email/stop?t=${token}`);
      expect(page.text).toContain('<html lang="pl">');
      expect(page.text).toContain('Przestać wysyłać e-maile o tym, że to Twój ruch?');

      // Zofia plays: Marc's turn, in French.
      const z = connectPlayer(server.url, fixtureGame, t.matchID, '0', t.credentials[0]);
      await z.waitFor((s) => s.ctx.currentPlayer === '0');
      z.client.moves.add(1);
      await z.waitFor((s) => s.ctx.currentPlayer === '1');
      z.stop();
      const french = await sink.next((m) => to('marc@mail.example')(m) && m.subject.includes('à vous de jouer'));
      expect(french.subject).toBe(`Euro Tables : à vous de jouer (Fixture, table ${t.tableNumber})`);
    });

    it('sends no turn e-mail at a real-time or clockless table, nor to a player who did not ask', async () => {
      const cleo = await signUp('Cleo', '198.51.100.90');
      const dan = await signUp('Dan', '198.51.100.91');
      await verified(cleo, 'cleo@mail.example');
      await verified(dan, 'dan@mail.example');
      await cleo.post('/api/account/email/turns', { on: true });
      for (const mode of ['none', 'fast']) {
        const t = await table(cleo, dan, mode);
        // Cleo is to act and away from the table: at a turn-based table she would get an e-mail now.
        await server.server.mail.turns!.flush();
        const c = connectPlayer(server.url, fixtureGame, t.matchID, '0', t.credentials[0]);
        await c.waitFor((s) => s.ctx.turn === 1);
        c.client.moves.add(1);
        await c.waitFor((s) => s.ctx.currentPlayer === '1');
        c.stop();
      }
      // Turn-based, but Dan did not switch turn e-mails on.
      const t = await table(dan, cleo, 'day2');
      await server.server.mail.turns!.flush();
      expect(mailsTo('cleo@mail.example').filter((m) => m.subject.includes('your turn'))).toHaveLength(0);
      expect(mailsTo('dan@mail.example').filter((m) => m.subject.includes('your turn'))).toHaveLength(0);
      // Cleo's turn comes: hers arrives.
      const d = connectPlayer(server.url, fixtureGame, t.matchID, '0', t.credentials[0]);
      await d.waitFor((s) => s.ctx.turn === 1);
      d.client.moves.add(3);
      await d.waitFor((s) => s.ctx.currentPlayer === '1');
      d.stop();
      await server.server.mail.turns!.flush();
      expect(mailsTo('cleo@mail.example').filter((m) => m.subject.includes('your turn'))).toHaveLength(1);
    });

    it('removes the address and every link at once when the account is deleted', async () => {
      const b = await signUp('Dora', '198.51.100.100');
      await verified(b, 'dora@mail.example');
      await b.post('/api/account/email/turns', { on: true });
      await browser('198.51.100.101').post('/api/account/reset/ask', { username: 'Dora' });
      const reset = await sink.next((m) => to('dora@mail.example')(m) && m.subject.includes('new password'));
      expect((await b.post('/api/account/delete', { confirm: 'Dora' })).status).toBe(204);
      expect(
        (await b.post('/api/account/reset', { token: tokenIn(reset, '/account/reset'), password: 'take it over' }))
          .status,
      ).toBe(400);
      // A new account of that name has no address, and a reset request e-mails nobody.
      const again = await signUp('Dora', '198.51.100.102');
      expect(((await again.get('/api/account/email')).json as { email: unknown }).email).toBeNull();
      const before = mailsTo('dora@mail.example').length;
      await browser('198.51.100.103').post('/api/account/reset/ask', { username: 'Dora' });
      await server.server.mail.routes.idle();
      expect(mailsTo('dora@mail.example')).toHaveLength(before);
    });
  });
}

describe('without SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ games: [fixtureGame], trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('offers no e-mail: settings say smtp false, every e-mail POST answers 409', async () => {
    const b = new Browser(server.url);
    await b.post('/api/account/sign-up', { username: 'Offline', password: PASSWORD });
    expect((await b.get('/api/account/email')).json).toEqual({
      smtp: false,
      email: null,
      verified: false,
      turnEmails: false,
    });
    expect((await new Browser(server.url).get('/api/account/email')).json).toMatchObject({ smtp: false });
    const token = 'C'.repeat(43);
    for (const [path, body] of [
      ['/api/account/email', { email: 'offline@mail.example' }],
      ['/api/account/email/verify', { token }],
      ['/api/account/email/turns', { on: true }],
      ['/api/account/email/remove', {}],
      ['/api/account/reset/ask', { username: 'Offline' }],
      ['/api/account/reset', { token, password: 'a new password' }],
    ] as const) {
      const answer = await b.post(path, body);
      expect([path, answer.status, answer.json]).toEqual([path, 409, { error: 'this server sends no e-mail' }]);
    }
    expect((await request(server.url, `/api/email/stop?t=${token}`, { method: 'POST', body: '' })).status).toBe(409);
    expect(server.server.mail.turns).toBeUndefined();
  });
});

describe('with the mail server down', () => {
  it('plays every move; the turn e-mail is tried twice, logged and dropped', async () => {
    const sink = await startSmtpSink();
    const lines: { level: number; msg: string; attempt?: number; kind?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = await startTestServer({
      games: [fixtureGame],
      trustProxy: 1,
      logger,
      mail: { smtp: sink.url, from: 'tables@tables.example', publicUrl: SITE, retryMs: [1] },
    });
    try {
      const b = new Browser(server.url);
      await b.post('/api/account/sign-up', { username: 'Rosa', password: PASSWORD });
      await b.post('/api/account/email', { email: 'rosa@mail.example' });
      const mail = await sink.next(to('rosa@mail.example'));
      await b.post('/api/account/email/verify', { token: tokenIn(mail, '/account/verify') });
      await b.post('/api/account/email/turns', { on: true });
      await sink.close();

      const created = await b.post('/games/fixture/create', {
        numPlayers: 2,
        setupData: { gameMode: 'day1' },
        seat: { playerName: 'Rosa' },
      });
      const { matchID, playerCredentials } = created.json as { matchID: string; playerCredentials: string };
      const p = connectPlayer(server.url, fixtureGame, matchID, '0', playerCredentials);
      const joined = await request(server.url, `/games/fixture/${matchID}/join`, {
        body: { playerID: '1', playerName: 'Guest' },
        headers: { Origin: server.url.replace('127.0.0.1', 'localhost') },
      });
      const guest = (joined.json as { playerCredentials: string }).playerCredentials;
      await p.waitFor((s) => s.ctx.turn === 1);
      p.client.moves.add(1);
      await p.waitFor((s) => s.ctx.currentPlayer === '1');
      p.stop();
      const g = connectPlayer(server.url, fixtureGame, matchID, '1', guest);
      await g.waitFor((s) => s.ctx.currentPlayer === '1');
      g.client.moves.add(2);
      const after = await g.waitFor((s) => s.ctx.currentPlayer === '0');
      expect((after.G as { totals: Record<string, number> }).totals).toEqual({ 0: 1, 1: 2 });
      g.stop();
      await server.server.mail.turns!.flush();
      const failures = lines.filter((l) => l.msg === 'e-mail not sent' && l.kind === 'turn');
      expect(failures.map((l) => [l.level, l.attempt])).toEqual([
        [40, 1],
        [50, 2],
      ]);
      expect(JSON.stringify(lines)).not.toContain('rosa@mail.example');
    } finally {
      await server.close();
    }
  });
});

describe('across a stop and a start', () => {
  it('sends the turn e-mail noted just before a stop; one its send failed goes after the next start', async () => {
    const dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
    const sink = await startSmtpSink();
    const start = (smtp: string) =>
      startServer({
        games: [fixtureGame],
        port: 0,
        dataDir,
        trustProxy: 1,
        bots: { paceMs: 0, workers: 1 },
        // Never on its own: only a stop or a start handles what was noted.
        mail: { smtp, from: 'tables@tables.example', publicUrl: SITE, retryMs: [], turnBatchMs: 3_600_000 },
      });
    try {
      let server = await start(sink.url);
      let ulla = new Browser(server.url);
      /** Ulla's browser, signed in, at the server now running. */
      const follow = () => {
        const moved = new Browser(server.url);
        for (const [k, v] of ulla.cookies) moved.cookies.set(k, v);
        ulla = moved;
      };
      await ulla.post('/api/account/sign-up', { username: 'Ulla', password: PASSWORD });
      await ulla.post('/api/account/email', { email: 'ulla@mail.example' });
      const mail = await sink.next(to('ulla@mail.example'));
      await ulla.post('/api/account/email/verify', { token: tokenIn(mail, '/account/verify') });
      await ulla.post('/api/account/email/turns', { on: true });
      const table = async () => {
        const created = await ulla.post('/games/fixture/create', {
          numPlayers: 2,
          setupData: { gameMode: 'day3' },
          seat: { playerName: 'Ulla' },
        });
        const { matchID } = created.json as { matchID: string };
        await request(server.url, `/games/fixture/${matchID}/join`, {
          body: { playerID: '1', playerName: 'Guest' },
          headers: { Origin: server.url.replace('127.0.0.1', 'localhost') },
        });
        return matchID;
      };
      // Ulla's turn at a new table, and the server stops before its batch.
      const first = await table();
      await server.close();
      const sent = await sink.next((m) => to('ulla@mail.example')(m) && m.subject.includes('your turn'));
      expect(sent.text).toContain(`${SITE}/table/fixture/${first}\n`);

      // Her turn at another table while the mail server is down: tried at the stop, dropped.
      server = await start(`smtp://127.0.0.1:${sink.port}`);
      await sink.close();
      follow();
      const second = await table();
      await server.close();
      const again = await startSmtpSink();
      try {
        // The start notes every unfinished turn-based table; its batch (here: the stop) sends.
        server = await start(again.url);
        await server.close();
        const late = await again.next((m) => to('ulla@mail.example')(m) && m.subject.includes('your turn'));
        expect(late.text).toContain(`${SITE}/table/fixture/${second}\n`);
        // The first table's e-mail went before: the start sent it no second one.
        expect(again.messages.filter((m) => m.text.includes(first))).toHaveLength(0);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
