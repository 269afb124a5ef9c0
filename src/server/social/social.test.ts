import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Friends, Invites, Profile, ProfileSettings } from '../../engine/accounts/wire';
import { fixtureGame } from '../../engine/fixture/game';
import { dropSchemas } from '../storage/driver';
import { AccountBrowser as Browser } from '../testing/account-browser';
import { request, startTestServer, type TestServer } from '../testing/http';

// Profiles, friends, blocks and invitations against a real database, PGlite and
// (when TEST_DATABASE_URL is set) PostgreSQL. Results are seeded by hand as the
// recorder writes them (finished_games, finished_game_players, ratings), with
// numbers chosen here; the attacks a hostile player would try are at the end.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL social suite is skipped.');
const schemas: string[] = [];
afterAll(async () => {
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

let clock = 1_700_000_000_000;

const options = {
  games: [fixtureGame],
  trustProxy: 1,
  accounts: {
    now: () => clock,
    attempts: { signUpsPerAddress: 1000 },
    social: { requestsPerWindow: 8, pendingRequests: 3 },
  },
};

const backends: { name: string; start: () => Promise<TestServer> }[] = [
  { name: 'PGlite', start: () => startTestServer(options) },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          start: () => {
            const schema = `t_social_${process.pid}_${Date.now()}`;
            schemas.push(schema);
            return startTestServer({ ...options, databaseUrl: pgUrl, databaseSchema: schema });
          },
        },
      ]
    : []),
];

interface SeededPlayer {
  seat: string;
  account?: string;
  name?: string;
  bot?: boolean;
  place: number;
  score?: number;
  won: boolean;
  finished?: boolean;
  before?: number;
  after?: number;
}

for (const backend of backends) {
  describe(`profiles and friends on ${backend.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await backend.start();
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });
    const db = () => server.server.social.store.db;
    const signUp = async (username: string) => {
      const b = new Browser(server.url);
      const up = await b.post('/api/account/sign-up', { username, password: `${username} password` });
      expect(up.status).toBe(201);
      return b;
    };
    const idOf = async (username: string) =>
      (await db().query<{ account_id: string }>('SELECT account_id FROM accounts WHERE username = $1', [username]))[0]
        .account_id;
    const seed = async (g: {
      matchID: string;
      game?: string;
      rated: boolean;
      withResult?: boolean;
      at: number;
      tableNumber?: number;
      players: SeededPlayer[];
    }) => {
      const game = g.game ?? 'fixture';
      await db().query(
        `INSERT INTO finished_games (match_id, game_name, table_number, players, rated, with_result, finished_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [g.matchID, game, g.tableNumber ?? null, g.players.length, g.rated, g.withResult ?? true, g.at],
      );
      for (const p of g.players)
        await db().query(
          `INSERT INTO finished_game_players (match_id, game_name, finished_at, seat, account_id, name, bot, place,
             score, won, finished, rating_before, rating_after) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            g.matchID,
            game,
            g.at,
            p.seat,
            p.account ?? null,
            p.name ?? null,
            p.bot ?? false,
            p.place,
            p.score ?? null,
            p.won,
            p.finished ?? true,
            p.before ?? null,
            p.after ?? null,
          ],
        );
    };
    const profile = async (b: Browser | undefined, username: string) => {
      const answer = b
        ? await b.get(`/api/profiles/${username}`)
        : await request(server.url, `/api/profiles/${username}`);
      expect(answer.status).toBe(200);
      return answer.json as Profile;
    };
    const friendsOf = async (b: Browser) => (await b.get('/api/friends')).json as Friends;
    const befriend = async (a: Browser, aName: string, b: Browser, bName: string) => {
      expect((await a.post('/api/friends/ask', { username: bName })).status).toBe(204);
      expect((await b.post('/api/friends/accept', { username: aName })).status).toBe(204);
    };
    const createTable = async (b: Browser, name: string, extra: Record<string, unknown> = {}) => {
      const created = await b.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: name }, ...extra });
      expect(created.status).toBe(200);
      return created.json as { matchID: string; playerCredentials: string };
    };

    it('shows each part of a profile to the audience its owner chose', async () => {
      const ada = await signUp('Ada');
      const ben = await signUp('Ben');
      const cy = await signUp('Cyd');
      await befriend(ben, 'Ben', ada, 'Ada');
      await createTable(ada, 'Ada');
      await seed({
        matchID: 'aud-1',
        rated: false,
        at: 5000,
        players: [
          { seat: '0', account: await idOf('Ada'), place: 1, won: true },
          { seat: '1', name: 'Gus', place: 2, won: false },
        ],
      });
      const guest = undefined;
      const viewers: [string, Browser | undefined][] = [
        ['owner', ada],
        ['friend', ben],
        ['stranger', cy],
        ['guest', guest],
      ];
      // What each viewer sees of [stats, games, tables] under each choice.
      const cases: [ProfileSettings, Record<string, [boolean, boolean, boolean]>][] = [
        [
          { stats: 'friends', games: 'everyone', tables: 'nobody' },
          {
            owner: [true, true, true],
            friend: [true, true, false],
            stranger: [false, true, false],
            guest: [false, true, false],
          },
        ],
        [
          { stats: 'nobody', games: 'friends', tables: 'everyone' },
          {
            owner: [true, true, true],
            friend: [false, true, true],
            stranger: [false, false, true],
            guest: [false, false, true],
          },
        ],
        [
          { stats: 'everyone', games: 'nobody', tables: 'friends' },
          {
            owner: [true, true, true],
            friend: [true, false, true],
            stranger: [true, false, false],
            guest: [true, false, false],
          },
        ],
      ];
      for (const [settings, seen] of cases) {
        expect((await ada.post('/api/account/profile-settings', settings)).status).toBe(204);
        for (const [who, b] of viewers) {
          const p = await profile(b, 'ada');
          expect([p.games !== null, p.recent !== null && p.finishing !== null, p.tables !== null], who).toEqual(
            seen[who],
          );
          expect(p.recent === null, who).toBe(p.finishing === null);
          expect(p.username).toBe('Ada');
          expect(p.memberSince).toBe(clock);
          expect(p.own).toBe(who === 'owner');
          expect(p.friend).toBe(who === 'friend' ? 'friends' : 'none');
          if (who === 'owner') expect(p.settings).toEqual(settings);
          else expect(p.settings).toBeUndefined();
        }
      }
      // Nothing chosen yet: the defaults (a stranger sees stats and games, not tables).
      const fresh = await profile(undefined, 'Cyd');
      expect([fresh.games, fresh.recent, fresh.finishing, fresh.tables]).toEqual([
        [],
        [],
        { finished: 0, played: 0 },
        null,
      ]);
      expect((await profile(cy, 'Cyd')).settings).toEqual({ stats: 'everyone', games: 'everyone', tables: 'friends' });
    });

    it('counts games played and won, the rating, its history and the finishing rate', async () => {
      const b = await signUp('Stat');
      const stat = await idOf('Stat');
      const other = await signUp('Other');
      const otherId = await idOf('Other');
      // A match still stored: its replay is offered.
      const { matchID: stored } = await createTable(other, 'Other');
      await seed({
        matchID: stored,
        rated: true,
        at: 1000,
        tableNumber: 41,
        players: [
          { seat: '0', account: stat, place: 1, score: 30, won: true, before: 1000, after: 1010 },
          { seat: '1', name: 'Gus', place: 2, score: 21, won: false },
          { seat: '2', name: 'Bot 3', bot: true, place: 3, score: 12, won: false },
          { seat: '3', account: otherId, place: 4, score: 5, won: false, before: 1000, after: 995 },
          { seat: '10', place: 5, won: false },
        ],
      });
      await seed({
        matchID: 'st-2',
        rated: true,
        at: 2000,
        players: [
          { seat: '0', account: stat, place: 2, won: false, before: 1010, after: 990 },
          { seat: '1', account: otherId, place: 1, won: true },
        ],
      });
      await seed({
        matchID: 'st-3',
        rated: false,
        at: 3000,
        players: [{ seat: '0', account: stat, place: 1, won: true }],
      });
      await seed({
        matchID: 'st-4',
        rated: true,
        withResult: false,
        at: 4000,
        players: [{ seat: '1', account: stat, place: 2, won: false, finished: false, before: 990, after: 980 }],
      });
      await seed({
        matchID: 'st-5',
        game: 'other-game',
        rated: false,
        at: 2500,
        players: [{ seat: '0', account: stat, place: 2, won: false }],
      });
      await db().query(
        `INSERT INTO ratings (account_id, game_name, mu, sigma, rating, games, wins, updated_at)
         VALUES ($1, 'fixture', 25, 8, 980, 3, 1, 4000)`,
        [stat],
      );
      const p = await profile(b, 'Stat');
      expect(p.games).toEqual([
        {
          game: 'fixture',
          played: 4,
          won: 2,
          rating: { rating: 980, provisional: true, games: 3 },
          history: [
            { at: 1000, rating: 1010 },
            { at: 2000, rating: 990 },
            { at: 4000, rating: 980 },
          ],
        },
        { game: 'other-game', played: 1, won: 0, rating: null, history: [] },
      ]);
      expect(p.finishing).toEqual({ finished: 4, played: 5 });
      // Account ids never leave the server.
      expect(JSON.stringify(p)).not.toContain(stat);
      expect(JSON.stringify(p)).not.toContain(otherId);
      expect(p.recent!.map((g) => [g.matchID, g.finishedAt, g.place, g.won, g.finished, g.replay])).toEqual([
        ['st-4', 4000, 2, false, false, false],
        ['st-3', 3000, 1, true, true, false],
        ['st-5', 2500, 2, false, true, false],
        ['st-2', 2000, 2, false, true, false],
        [stored, 1000, 1, true, true, true],
      ]);
      expect(p.recent![0]).toMatchObject({ rated: true, withResult: false, ratingBefore: 990, ratingAfter: 980 });
      expect(p.recent![4]).toEqual({
        matchID: stored,
        game: 'fixture',
        tableNumber: 41,
        finishedAt: 1000,
        rated: true,
        withResult: true,
        place: 1,
        won: true,
        finished: true,
        ratingBefore: 1000,
        ratingAfter: 1010,
        players: [
          { seat: '0', username: 'Stat', place: 1, score: 30 },
          { seat: '1', name: 'Gus', place: 2, score: 21 },
          { seat: '2', name: 'Bot 3', bot: true, place: 3, score: 12 },
          { seat: '3', username: 'Other', place: 4, score: 5 },
          { seat: '10', place: 5, score: null },
        ],
        replay: true,
      });
    });

    it('keeps the last 200 ratings of the chart, oldest first, and shows the last 20 games', async () => {
      const b = await signUp('Chart');
      const chart = await idOf('Chart');
      await db().query(
        `INSERT INTO finished_games (match_id, game_name, players, rated, with_result, finished_at)
         SELECT 'ch-' || i, 'fixture', 1, true, true, 10000 + i FROM generate_series(1, 205) AS i`,
      );
      await db().query(
        `INSERT INTO finished_game_players (match_id, game_name, finished_at, seat, account_id, place, won, finished, rating_after)
         SELECT 'ch-' || i, 'fixture', 10000 + i, '0', $1, 1, i % 2 = 0, true, 1000 + i FROM generate_series(1, 205) AS i`,
        [chart],
      );
      const p = await profile(b, 'Chart');
      const history = p.games![0].history;
      expect(history).toHaveLength(200);
      expect(history[0]).toEqual({ at: 10006, rating: 1006 });
      expect(history[199]).toEqual({ at: 10205, rating: 1205 });
      expect(p.games![0]).toMatchObject({ played: 205, won: 102, rating: null });
      expect(p.recent).toHaveLength(20);
      expect(p.recent![0].matchID).toBe('ch-205');
      expect(p.recent![19].matchID).toBe('ch-186');
      expect(p.finishing).toEqual({ finished: 205, played: 205 });
    });

    it('lists the tables a player holds now; friends see them on their friends page', async () => {
      const tab = await signUp('Tab');
      const pal = await signUp('Pal');
      const stranger = await signUp('Stranger');
      await befriend(tab, 'Tab', pal, 'Pal');
      clock += 1000;
      // A seat the player left is no longer theirs, though its row remains.
      const gone = await createTable(tab, 'Tab', { numPlayers: 3 });
      await request(server.url, `/games/fixture/${gone.matchID}/join`, { body: { playerName: 'Gus' } });
      await tab.post(`/games/fixture/${gone.matchID}/leave`, { playerID: '0', credentials: gone.playerCredentials });
      const open = await createTable(tab, 'Tab');
      const hidden = await createTable(tab, 'Tab', { unlisted: true });
      const full = await createTable(tab, 'Tab');
      await request(server.url, `/games/fixture/${full.matchID}/join`, { body: { playerID: '1', playerName: 'Gus' } });
      await tab.post('/api/account/profile-settings', { stats: 'everyone', games: 'everyone', tables: 'everyone' });
      const own = await profile(tab, 'Tab');
      expect(own.tables!.map((t) => [t.matchID, t.open, t.started, t.game])).toEqual([
        [full.matchID, false, true, 'fixture'],
        [hidden.matchID, true, false, 'fixture'],
        [open.matchID, true, false, 'fixture'],
      ]);
      expect(own.tables![0].players).toEqual([
        { seat: '0', name: 'Tab' },
        { seat: '1', name: 'Gus' },
      ]);
      expect(own.tables![2].players).toEqual([
        { seat: '0', name: 'Tab' },
        { seat: '1', name: null },
      ]);
      expect(typeof own.tables![0].tableNumber).toBe('number');
      // A table kept off the public list: not for strangers, even when tables are for everyone.
      expect((await profile(stranger, 'Tab')).tables!.map((t) => t.matchID)).toEqual([full.matchID, open.matchID]);
      const friendsPage = await friendsOf(pal);
      expect(friendsPage.tables.map((t) => [t.friend, t.matchID])).toEqual([
        ['Tab', full.matchID],
        ['Tab', hidden.matchID],
        ['Tab', open.matchID],
      ]);
      // A seat left (opened) is no longer the player's.
      await tab.post(`/games/fixture/${open.matchID}/leave`, { playerID: '0', credentials: open.playerCredentials });
      expect((await friendsOf(pal)).tables.map((t) => t.matchID)).toEqual([full.matchID, hidden.matchID]);
      await tab.post('/api/account/profile-settings', { stats: 'everyone', games: 'everyone', tables: 'nobody' });
      expect((await friendsOf(pal)).tables).toEqual([]);
    });

    it('asks, accepts, declines and removes friends; asking back accepts', async () => {
      const fa = await signUp('Fay');
      const fb = await signUp('Fib');
      const fc = await signUp('Fco');
      clock += 1000;
      const asked = clock;
      expect((await fa.post('/api/friends/ask', { username: 'fib' })).status).toBe(204);
      expect(await friendsOf(fa)).toEqual({
        friends: [],
        incoming: [],
        outgoing: [{ username: 'Fib', at: asked }],
        blocked: [],
        tables: [],
      });
      expect((await friendsOf(fb)).incoming).toEqual([{ username: 'Fay', at: asked }]);
      expect((await profile(fa, 'Fib')).friend).toBe('asked');
      expect((await profile(fb, 'Fay')).friend).toBe('asking');
      clock += 1000;
      expect((await fb.post('/api/friends/accept', { username: 'Fay' })).status).toBe(204);
      expect((await friendsOf(fa)).friends).toEqual([{ username: 'Fib', since: clock }]);
      expect(await friendsOf(fb)).toMatchObject({
        friends: [{ username: 'Fay', since: clock }],
        incoming: [],
        outgoing: [],
      });
      // Asking someone who asked you makes you friends.
      await fc.post('/api/friends/ask', { username: 'Fay' });
      await fa.post('/api/friends/ask', { username: 'Fco' });
      expect((await friendsOf(fa)).friends.map((f) => f.username)).toEqual(['Fco', 'Fib']);
      expect((await friendsOf(fc)).outgoing).toEqual([]);
      // Removing ends it both ways.
      expect((await fc.post('/api/friends/remove', { username: 'Fay' })).status).toBe(204);
      expect((await friendsOf(fa)).friends.map((f) => f.username)).toEqual(['Fib']);
      expect((await friendsOf(fc)).friends).toEqual([]);
      // Declined: gone for both; accepting nothing is refused.
      await fc.post('/api/friends/ask', { username: 'Fib' });
      expect((await fb.post('/api/friends/decline', { username: 'Fco' })).status).toBe(204);
      expect((await friendsOf(fc)).outgoing).toEqual([]);
      expect((await fb.post('/api/friends/accept', { username: 'Fco' })).status).toBe(409);
      // Two requests crossing (on two instances, say) make friends once both are stored.
      const store = server.server.social.store;
      const [fib, fco] = [await idOf('Fib'), await idOf('Fco')];
      await store.ask(fib, fco, clock);
      expect(await store.befriendIfMutual(fib, fco, clock)).toBe(false);
      await store.ask(fco, fib, clock);
      expect(await store.befriendIfMutual(fco, fib, clock)).toBe(true);
      expect(await friendsOf(fc)).toMatchObject({ friends: [{ username: 'Fib' }], incoming: [], outgoing: [] });
      await fc.post('/api/friends/remove', { username: 'Fib' });
      // Not oneself, not nobody.
      expect((await fa.post('/api/friends/ask', { username: 'FAY' })).status).toBe(400);
      const nobody = await fa.post('/api/friends/ask', { username: 'No-such-one' });
      expect(nobody.status).toBe(404);
      expect((await fa.post('/api/friends/ask', { username: 'x'.repeat(64) })).text).toBe(nobody.text);
      expect((await new Browser(server.url).get('/api/friends')).status).toBe(401);
    });

    it('caps the requests waiting for an answer and the requests sent in a window', async () => {
      const many = await signUp('Many');
      for (const name of ['Ma1', 'Ma2', 'Ma3', 'Ma4']) await signUp(name);
      for (const name of ['Ma1', 'Ma2', 'Ma3'])
        expect((await many.post('/api/friends/ask', { username: name })).status).toBe(204);
      expect((await many.post('/api/friends/ask', { username: 'Ma4' })).status).toBe(409);
      await many.post('/api/friends/remove', { username: 'Ma1' });
      // Four counted so far (the refused one too): four more pass, the ninth waits.
      for (let i = 0; i < 4; i++) {
        expect((await many.post('/api/friends/ask', { username: 'Ma1' })).status).toBe(204);
        await many.post('/api/friends/remove', { username: 'Ma1' });
      }
      const refused = await many.post('/api/friends/ask', { username: 'Ma1' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('900');
      clock += 15 * 60_000;
      expect((await many.post('/api/friends/ask', { username: 'Ma1' })).status).toBe(204);
    });

    it('blocks: friendship and requests end, a request to the blocker is hidden from them', async () => {
      const bo = await signUp('Boz');
      const mal = await signUp('Mal');
      const eve = await signUp('Eve');
      await befriend(bo, 'Boz', mal, 'Mal');
      clock += 1000;
      expect((await bo.post('/api/friends/block', { username: 'Mal' })).status).toBe(204);
      expect(await friendsOf(bo)).toMatchObject({ friends: [], blocked: [{ username: 'Mal', since: clock }] });
      expect((await friendsOf(mal)).friends).toEqual([]);
      expect((await profile(bo, 'Mal')).blocked).toBe(true);
      // Mal asks Bo and Eve: the same answers, and the same on Mal's side.
      const toBo = await mal.post('/api/friends/ask', { username: 'Boz' });
      const toEve = await mal.post('/api/friends/ask', { username: 'Eve' });
      expect([toBo.status, toBo.text]).toEqual([toEve.status, toEve.text]);
      expect((await friendsOf(mal)).outgoing.map((o) => o.username).sort()).toEqual(['Boz', 'Eve']);
      expect((await profile(mal, 'Boz')).friend).toBe((await profile(mal, 'Eve')).friend);
      expect((await profile(mal, 'Boz')).blocked).toBe(false);
      // Bo never sees it, cannot accept it, and does not see it after unblocking.
      expect((await friendsOf(bo)).incoming).toEqual([]);
      expect((await friendsOf(eve)).incoming.map((i) => i.username)).toEqual(['Mal']);
      expect((await profile(bo, 'Mal')).friend).toBe('none');
      expect((await bo.post('/api/friends/accept', { username: 'Mal' })).status).toBe(409);
      expect((await bo.post('/api/friends/ask', { username: 'Mal' })).status).toBe(409);
      expect((await bo.post('/api/friends/unblock', { username: 'Mal' })).status).toBe(204);
      expect(await friendsOf(bo)).toMatchObject({ incoming: [], blocked: [] });
      expect((await friendsOf(mal)).outgoing.map((o) => o.username)).toEqual(['Eve']);
      // A block ends requests either way.
      await bo.post('/api/friends/ask', { username: 'Mal' });
      await mal.post('/api/friends/block', { username: 'Boz' });
      expect((await friendsOf(bo)).outgoing).toEqual([]);
    });

    it('refuses a blocked player a seat at a table where the blocker sits; guests join', async () => {
      const host = await signUp('Host');
      const pest = await signUp('Pest');
      await host.post('/api/friends/block', { username: 'Pest' });
      const table = await createTable(host, 'Host');
      const refused = await pest.post(`/games/fixture/${table.matchID}/join`, { playerID: '1', playerName: 'Pest' });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ error: 'you cannot join this table' });
      // Without a seat named, the same.
      expect((await pest.post(`/games/fixture/${table.matchID}/join`, { playerName: 'Pest' })).status).toBe(403);
      const meta = (await request(server.url, `/games/fixture/${table.matchID}`)).json as {
        players: { name?: string }[];
      };
      expect(meta.players[1].name).toBeUndefined();
      // A table without the blocker is open to them.
      const other = await createTable(await signUp('Neutral'), 'Neutral');
      expect((await pest.post(`/games/fixture/${other.matchID}/join`, { playerName: 'Pest' })).status).toBe(200);
      // A guest is unaffected.
      expect(
        (await request(server.url, `/games/fixture/${table.matchID}/join`, { body: { playerName: 'Guest' } })).status,
      ).toBe(200);
      // Once the blocker left their seat, the table no longer refuses.
      const second = await createTable(host, 'Host', { numPlayers: 3 });
      await request(server.url, `/games/fixture/${second.matchID}/join`, { body: { playerName: 'Guest' } });
      await host.post(`/games/fixture/${second.matchID}/leave`, {
        playerID: '0',
        credentials: second.playerCredentials,
      });
      expect((await pest.post(`/games/fixture/${second.matchID}/join`, { playerName: 'Pest' })).status).toBe(200);
    });

    it('invites a friend to a table the asker holds a seat at', async () => {
      const inv = await signUp('Inv');
      const gue = await signUp('Gue');
      const nof = await signUp('Nof');
      await befriend(inv, 'Inv', gue, 'Gue');
      const table = await createTable(inv, 'Inv');
      const theirs = await createTable(nof, 'Nof');
      clock += 1000;
      expect((await inv.post('/api/invites', { matchID: table.matchID, username: 'Gue' })).status).toBe(204);
      const got = (await gue.get('/api/invites')).json as Invites;
      expect(got.invites).toHaveLength(1);
      expect(got.invites[0]).toMatchObject({
        matchID: table.matchID,
        game: 'fixture',
        from: 'Inv',
        at: clock,
        seen: false,
      });
      expect(typeof got.invites[0].tableNumber).toBe('number');
      expect((await gue.post('/api/invites/seen', { matchID: table.matchID })).status).toBe(204);
      expect(((await gue.get('/api/invites')).json as Invites).invites[0].seen).toBe(true);
      // Not a friend; a table of others; an id that does not exist: all refused.
      expect((await inv.post('/api/invites', { matchID: table.matchID, username: 'Nof' })).status).toBe(403);
      const guessed = await inv.post('/api/invites', { matchID: theirs.matchID, username: 'Gue' });
      expect(guessed.status).toBe(403);
      expect((await inv.post('/api/invites', { matchID: 'no-such-match', username: 'Gue' })).text).toBe(guessed.text);
      // Another player cannot mark or dismiss it, nor read it.
      expect((await nof.post('/api/invites/dismiss', { matchID: table.matchID })).status).toBe(404);
      expect(((await nof.get('/api/invites')).json as Invites).invites).toEqual([]);
      expect((await gue.post('/api/invites/dismiss', { matchID: table.matchID })).status).toBe(204);
      expect(((await gue.get('/api/invites')).json as Invites).invites).toEqual([]);
      // A table over takes no invitations, and its invitations leave the list.
      await inv.post('/api/invites', { matchID: table.matchID, username: 'Gue' });
      await db().query('UPDATE matches SET is_gameover = true WHERE match_id = $1', [table.matchID]);
      expect(((await gue.get('/api/invites')).json as Invites).invites).toEqual([]);
      expect((await inv.post('/api/invites', { matchID: table.matchID, username: 'Gue' })).status).toBe(403);
      // A block ends the friendship and removes the invitations either way (in a new window of requests).
      clock += 15 * 60_000;
      const next = await createTable(inv, 'Inv');
      await inv.post('/api/invites', { matchID: next.matchID, username: 'Gue' });
      await gue.post('/api/friends/block', { username: 'Inv' });
      expect(((await gue.get('/api/invites')).json as Invites).invites).toEqual([]);
      expect((await inv.post('/api/invites', { matchID: next.matchID, username: 'Gue' })).status).toBe(403);
    });

    it('refuses requests from other sites and other players’ settings', async () => {
      const own = await signUp('Owner');
      await signUp('Target');
      const posts: [string, unknown][] = [
        ['/api/account/profile-settings', { stats: 'nobody', games: 'nobody', tables: 'nobody' }],
        ['/api/friends/ask', { username: 'Target' }],
        ['/api/friends/block', { username: 'Target' }],
        ['/api/invites', { matchID: 'm1', username: 'Target' }],
        ['/api/invites/dismiss', { matchID: 'm1' }],
      ];
      for (const [path, body] of posts) {
        expect((await own.post(path, body, { Origin: 'https://evil.example' })).status, path).toBe(403);
        expect((await own.post(path, body, { 'X-Euro-Tables': '' })).status, path).toBe(403);
      }
      expect((await friendsOf(own)).outgoing).toEqual([]);
      expect((await friendsOf(own)).blocked).toEqual([]);
      // Settings are one's own: a body naming another player is refused, theirs unchanged.
      const other = await own.post('/api/account/profile-settings', {
        username: 'Target',
        stats: 'nobody',
        games: 'nobody',
        tables: 'nobody',
      });
      expect(other.status).toBe(400);
      expect((await profile(undefined, 'Target')).games).toEqual([]);
      expect(
        (await own.post('/api/account/profile-settings', { stats: 'all', games: 'nobody', tables: 'nobody' })).status,
      ).toBe(400);
      expect((await own.post('/api/account/profile-settings', { stats: 'nobody' })).status).toBe(400);
      expect(
        (
          await new Browser(server.url).post('/api/account/profile-settings', {
            stats: 'nobody',
            games: 'nobody',
            tables: 'nobody',
          })
        ).status,
      ).toBe(401);
      // Unknown and malformed names answer alike.
      const unknown = await request(server.url, '/api/profiles/Nobody-here');
      expect(unknown.status).toBe(404);
      for (const name of ['x'.repeat(200), '%00', '__proto__'])
        expect((await request(server.url, `/api/profiles/${name}`)).text).toBe(unknown.text);
    });

    it('deletes an account with everything social; its results stay as a deleted player', async () => {
      const del = await signUp('Del');
      const keep = await signUp('Keep');
      const third = await signUp('Third');
      const delId = await idOf('Del');
      const keepId = await idOf('Keep');
      await befriend(del, 'Del', keep, 'Keep');
      await del.post('/api/friends/ask', { username: 'Third' });
      await del.post('/api/friends/block', { username: 'Third' });
      await third.post('/api/friends/ask', { username: 'Del' });
      await keep.post('/api/friends/ask', { username: 'Third' });
      await del.post('/api/account/profile-settings', { stats: 'nobody', games: 'nobody', tables: 'nobody' });
      const table = await createTable(keep, 'Keep');
      await keep.post('/api/invites', { matchID: table.matchID, username: 'Del' });
      const mine = await createTable(del, 'Del');
      await del.post('/api/invites', { matchID: mine.matchID, username: 'Keep' });
      await seed({
        matchID: 'del-1',
        rated: true,
        at: 7000,
        players: [
          { seat: '0', account: delId, place: 1, won: true, after: 1020 },
          { seat: '1', account: keepId, place: 2, won: false, after: 980 },
        ],
      });
      await db().query(
        `INSERT INTO ratings (account_id, game_name, mu, sigma, rating, games, wins, updated_at)
         VALUES ($1, 'fixture', 26, 8, 1020, 1, 1, 7000)`,
        [delId],
      );
      const cookie = del.cookies.get('et_session')!;
      expect((await del.post('/api/account/delete', { confirm: 'Del' })).status).toBe(204);

      const left = await db().query<{ t: string; n: string | number }>(
        `SELECT 'profile_settings' AS t, count(*) AS n FROM profile_settings WHERE account_id = $1
         UNION ALL SELECT 'friend_requests', count(*) FROM friend_requests WHERE from_id = $1 OR to_id = $1
         UNION ALL SELECT 'friends', count(*) FROM friends WHERE account_id = $1 OR friend_id = $1
         UNION ALL SELECT 'blocks', count(*) FROM blocks WHERE account_id = $1 OR blocked_id = $1
         UNION ALL SELECT 'table_invites', count(*) FROM table_invites WHERE from_id = $1 OR to_id = $1
         UNION ALL SELECT 'ratings', count(*) FROM ratings WHERE account_id = $1
         UNION ALL SELECT 'finished_game_players', count(*) FROM finished_game_players WHERE account_id = $1`,
        [delId],
      );
      expect(left.map((r) => [r.t, Number(r.n)])).toEqual([
        ['profile_settings', 0],
        ['friend_requests', 0],
        ['friends', 0],
        ['blocks', 0],
        ['table_invites', 0],
        ['ratings', 0],
        ['finished_game_players', 0],
      ]);
      // Keep's own request to Third is untouched; Keep's friend is gone.
      expect(await friendsOf(keep)).toMatchObject({ friends: [], outgoing: [{ username: 'Third' }], incoming: [] });
      const [seats] = await db().query<{ n: string | number; nulls: string | number }>(
        "SELECT count(*) AS n, count(*) FILTER (WHERE account_id IS NULL) AS nulls FROM finished_game_players WHERE match_id = 'del-1'",
      );
      expect([Number(seats.n), Number(seats.nulls)]).toEqual([2, 1]);
      const game = (await profile(keep, 'Keep')).recent!.find((g) => g.matchID === 'del-1')!;
      expect(game.players).toEqual([
        { seat: '0', place: 1, score: null },
        { seat: '1', username: 'Keep', place: 2, score: null },
      ]);

      // The deleted account's cookie opens nothing.
      const ghost = new Browser(server.url);
      ghost.cookies.set('et_session', cookie);
      expect((await ghost.get('/api/friends')).status).toBe(401);
      expect((await ghost.get('/api/invites')).status).toBe(401);
      expect((await ghost.post('/api/friends/ask', { username: 'Keep' })).status).toBe(401);
      expect(
        (
          await ghost.post('/api/account/profile-settings', {
            stats: 'everyone',
            games: 'everyone',
            tables: 'everyone',
          })
        ).status,
      ).toBe(401);
      expect((await request(server.url, '/api/profiles/Del')).status).toBe(404);
      expect((await profile(ghost, 'Keep')).own).toBe(false);
    });
  });
}
