import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureGame } from '../../engine/fixture/game';
import { dropSchemas } from '../storage/driver';
import { AccountBrowser as Browser } from '../testing/account-browser';
import { playToEnd, startTestServer, type TestServer } from '../testing/http';

// Rated tables through the real server, PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: who may sit at one, a game played to its end and a game left then
// ended by a vote, recorded with their ratings, and the two rating routes.
// Ratings are the hand-worked two-player numbers of recorder.test.ts: a fresh
// winner 1638, a fresh loser 1427.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('[notice] TEST_DATABASE_URL is not set: the PostgreSQL ratings suite is skipped.');
const schemas: string[] = [];
afterAll(async () => {
  if (pgUrl && schemas.length > 0) await dropSchemas(pgUrl, schemas);
});

const backends: { name: string; start: () => Promise<TestServer> }[] = [
  { name: 'PGlite', start: () => startTestServer({ games: [fixtureGame], trustProxy: 1 }) },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          start: () => {
            const schema = `t_ratings_${process.pid}_${Date.now()}`;
            schemas.push(schema);
            return startTestServer({ games: [fixtureGame], trustProxy: 1, databaseUrl: pgUrl, databaseSchema: schema });
          },
        },
      ]
    : []),
];

for (const backend of backends) {
  describe(`rated tables on ${backend.name}`, () => {
    let server: TestServer;
    let address = 0;
    beforeAll(async () => {
      server = await backend.start();
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });
    const browser = () => new Browser(server.url, `198.51.100.${++address}`);
    const signedUp = async (username: string) => {
      const b = browser();
      expect((await b.post('/api/account/sign-up', { username, password: `${username} password 1` })).status).toBe(201);
      return b;
    };
    const createRated = async (b: Browser, name: string) => {
      const created = await b.post('/games/fixture/create', {
        numPlayers: 2,
        setupData: { rated: true },
        seat: { playerName: name },
      });
      expect(created.status).toBe(200);
      return created.json as { matchID: string; playerID: string; playerCredentials: string };
    };
    const db = () => server.server.results.db;

    it('refuses a guest a rated table, an account a second seat at one, and bots', async () => {
      const guest = browser();
      const refused = await guest.post('/games/fixture/create', {
        numPlayers: 2,
        setupData: { rated: true },
        seat: { playerName: 'Gus' },
      });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ error: 'a rated table is for signed-in players: sign in to play' });
      const alone = await (await signedUp('Uma')).post('/games/fixture/create', {
        numPlayers: 1,
        setupData: { rated: true },
        seat: { playerName: 'Uma' },
      });
      expect(alone.status).toBe(400);
      expect(alone.json).toEqual({ error: 'a rated table has 2 to 5 players' });
      // An unrated table is anyone's.
      expect((await guest.post('/games/fixture/create', { numPlayers: 2, seat: { playerName: 'Gus' } })).status).toBe(
        200,
      );

      const olga = await signedUp('Olga');
      const table = await createRated(olga, 'Olga');
      const join = (b: Browser) => b.post(`/games/fixture/${table.matchID}/join`, { playerID: '1', playerName: 'X' });
      const guestJoin = await join(guest);
      expect(guestJoin.status).toBe(403);
      expect(guestJoin.json).toEqual({ error: 'a rated table is for signed-in players: sign in to play' });
      const twice = await join(olga);
      expect(twice.status).toBe(403);
      expect(twice.json).toEqual({ error: 'you already have a seat at this rated table' });
      const bots = await olga.post(`/games/fixture/${table.matchID}/bots`, {
        playerID: '0',
        credentials: table.playerCredentials,
        bots: [{ seat: '1', level: 'easy' }],
      });
      expect(bots.status).toBe(403);
      expect(bots.json).toEqual({ error: 'a rated table takes no bots' });
      // The seat is still free for another account.
      expect((await join(await signedUp('Pia'))).status).toBe(200);
    });

    it('rates a game played to its end once, and shows it beside the seats and on the leaderboard', async () => {
      const anna = await signedUp('Anna');
      const ben = await signedUp('Ben');
      const table = await createRated(anna, 'Anna');
      const joined = await ben.post(`/games/fixture/${table.matchID}/join`, { playerID: '1', playerName: 'Ben' });
      expect(joined.status).toBe(200);
      const seats = [
        { playerID: '0', credentials: table.playerCredentials },
        { playerID: '1', credentials: (joined.json as { playerCredentials: string }).playerCredentials },
      ];
      // Adding 3 a move to a target of 10: seat 0 ends it at 12 to 9.
      const end = await playToEnd(server.url, fixtureGame, table.matchID, seats);
      expect(end.ctx.gameover).toMatchObject({ winners: ['0'], scores: { 0: 12, 1: 9 } });
      // Recorded when the end was stored, or now: either way once.
      expect(['recorded', 'taken']).toContain(await server.server.results.record(table.matchID));
      await server.server.results.idle();
      expect(await server.server.results.record(table.matchID)).toBe('taken');
      expect(
        await db().query(
          `SELECT p.seat, a.username, p.place, p.won, p.finished, p.rating_before, p.rating_after
           FROM finished_game_players p JOIN accounts a ON a.account_id = p.account_id WHERE p.match_id = $1 ORDER BY p.seat`,
          [table.matchID],
        ),
      ).toEqual([
        { seat: '0', username: 'Anna', place: 1, won: true, finished: true, rating_before: 1500, rating_after: 1638 },
        { seat: '1', username: 'Ben', place: 2, won: false, finished: true, rating_before: 1500, rating_after: 1427 },
      ]);

      const shown = await browser().get(`/api/ratings/seats?matchIDs=${table.matchID},unknown1`);
      expect(shown.status).toBe(200);
      expect(shown.json).toEqual({
        tables: {
          [table.matchID]: {
            0: { username: 'Anna', rating: { rating: 1638, provisional: true, games: 1 } },
            1: { username: 'Ben', rating: { rating: 1427, provisional: true, games: 1 } },
          },
          unknown1: {},
        },
      });

      // A board of settled players: two share the top, a provisional player is left off it.
      for (const [username, rating, games, wins] of [
        ['Cleo', 1700, 5, 3],
        ['Dan', 1700, 9, 2],
        ['Eve', 1650, 5, 1],
      ] as const) {
        await signedUp(username);
        await db().query(
          `INSERT INTO ratings (account_id, game_name, mu, sigma, rating, games, wins, updated_at)
           SELECT account_id, 'fixture', 25, 3, $2, $3, $4, 0 FROM accounts WHERE username = $1`,
          [username, rating, games, wins],
        );
      }
      const board = await anna.get('/api/ratings/fixture/leaderboard');
      expect(board.status).toBe(200);
      expect(board.json).toEqual({
        game: 'fixture',
        top: [
          { place: 1, username: 'Cleo', rating: 1700, games: 5, wins: 3, provisional: false },
          { place: 1, username: 'Dan', rating: 1700, games: 9, wins: 2, provisional: false },
          { place: 3, username: 'Eve', rating: 1650, games: 5, wins: 1, provisional: false },
        ],
        you: { place: null, username: 'Anna', rating: 1638, games: 1, wins: 1, provisional: true },
      });
      // Ben once settled: below all three.
      await db().query(
        "UPDATE ratings SET games = 5 WHERE account_id = (SELECT account_id FROM accounts WHERE username = 'Ben')",
      );
      expect((await ben.get('/api/ratings/fixture/leaderboard?limit=1')).json).toEqual({
        game: 'fixture',
        top: [{ place: 1, username: 'Cleo', rating: 1700, games: 5, wins: 3, provisional: false }],
        you: { place: 4, username: 'Ben', rating: 1427, games: 5, wins: 0, provisional: false },
      });
      expect((await browser().get('/api/ratings/fixture/leaderboard?limit=2')).json).toMatchObject({ you: null });
    });

    it('counts leaving a rated game as a loss when the table is then ended without a result', async () => {
      const kim = await signedUp('Kim');
      const lea = await signedUp('Lea');
      const table = await createRated(kim, 'Kim');
      const joined = (await lea.post(`/games/fixture/${table.matchID}/join`, { playerID: '1', playerName: 'Lea' }))
        .json as { playerCredentials: string };
      const left = await lea.post(`/games/fixture/${table.matchID}/leave`, {
        playerID: '1',
        credentials: joined.playerCredentials,
      });
      expect(left.status).toBe(200);
      const vote = await kim.post(`/games/fixture/${table.matchID}/vote`, {
        playerID: '0',
        credentials: table.playerCredentials,
        choice: 'end',
      });
      expect(vote.json).toMatchObject({ outcome: 'ended' });
      await server.server.results.record(table.matchID);
      await server.server.results.idle();
      expect(
        await db().query(
          `SELECT p.seat, a.username, p.name, p.bot, p.place, p.won, p.finished, p.rating_after
           FROM finished_game_players p LEFT JOIN accounts a ON a.account_id = p.account_id
           WHERE p.match_id = $1 ORDER BY p.seat, p.bot DESC`,
          [table.matchID],
        ),
      ).toEqual([
        {
          seat: '0',
          username: 'Kim',
          name: null,
          bot: false,
          place: 1,
          won: false,
          finished: true,
          rating_after: 1638,
        },
        {
          seat: '1',
          username: null,
          name: 'Bot 2',
          bot: true,
          place: 1,
          won: false,
          finished: true,
          rating_after: null,
        },
        {
          seat: '1',
          username: 'Lea',
          name: null,
          bot: false,
          place: 3,
          won: false,
          finished: false,
          rating_after: 1427,
        },
      ]);
    });

    it('records the result before anyone leaves a finished table whose result is still due', async () => {
      const ivo = await signedUp('Ivo');
      const jan = await signedUp('Jan');
      const table = await createRated(ivo, 'Ivo');
      const joined = (await jan.post(`/games/fixture/${table.matchID}/join`, { playerID: '1', playerName: 'Jan' }))
        .json as { playerCredentials: string };
      // While the result cannot be written (a player row is refused), it stays due.
      await db().query(
        `ALTER TABLE finished_game_players ADD CONSTRAINT held_back CHECK (match_id <> '${table.matchID}') NOT VALID`,
      );
      const leave = () =>
        jan.post(`/games/fixture/${table.matchID}/leave`, { playerID: '1', credentials: joined.playerCredentials });
      try {
        await playToEnd(server.url, fixtureGame, table.matchID, [
          { playerID: '0', credentials: table.playerCredentials },
          { playerID: '1', credentials: joined.playerCredentials },
        ]);
        // Leaving the finished table would empty the seat: refused until the result is written.
        const refused = await leave();
        expect(refused.status).toBe(503);
        expect(refused.json).toEqual({ error: 'the result of this table is being recorded: try again' });
        expect(await db().query('SELECT match_id FROM results_due WHERE match_id = $1', [table.matchID])).toHaveLength(
          1,
        );
      } finally {
        await db().query('ALTER TABLE finished_game_players DROP CONSTRAINT held_back');
      }
      expect((await leave()).status).toBe(200);
      expect(
        await db().query(
          `SELECT p.seat, a.username, p.place, p.finished, p.rating_after
           FROM finished_game_players p JOIN accounts a ON a.account_id = p.account_id WHERE p.match_id = $1 ORDER BY p.seat`,
          [table.matchID],
        ),
      ).toEqual([
        { seat: '0', username: 'Ivo', place: 1, finished: true, rating_after: 1638 },
        { seat: '1', username: 'Jan', place: 2, finished: true, rating_after: 1427 },
      ]);
    });

    it('checks the queries of the rating routes', async () => {
      const b = browser();
      expect((await b.get('/api/ratings/nogame/leaderboard')).status).toBe(404);
      for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1&limit=2', 'other=1'])
        expect((await b.get(`/api/ratings/fixture/leaderboard?${query}`)).status, query).toBe(400);
      const many = Array.from({ length: 51 }, (_, i) => `m${i}`).join(',');
      for (const query of ['', 'matchIDs=a%20b', `matchIDs=${many}`, 'matchIDs=a&matchIDs=b', 'matchIDs=a&x=1'])
        expect((await b.get(`/api/ratings/seats?${query}`)).status, query).toBe(400);
    });
  });
}
