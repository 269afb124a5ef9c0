import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { fixtureGame } from '../../engine/fixture/game';
import { connected, createTable, rawSocket, type Seat } from '../testing/clients';
import { browser, startTestServer, type TestServer } from '../testing/http';

// Chat over real sockets: limited per seat, whatever number of sockets and
// browsers hold it, and per browser, whatever number of seats it holds; each
// message short plain text, never empty; every refusal answered to its sender.
// The limiter's clock is the test's: time passes only when the test says so.

let clock = 0;
let sent = 0;
let t: TestServer;

beforeAll(async () => {
  // Six a minute: bursts of three, then one every ten seconds.
  t = await startTestServer({ games: [fixtureGame], limits: { chatPerMinute: 6 }, clock: () => clock });
});
afterAll(() => t.close());

interface Refusal {
  error: string;
  retryAfter?: number;
}

/** A socket of the browser holding this cookie. */
async function socketOf(cookie: string): Promise<Socket> {
  const socket = io(`${t.url}/fixture`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { Cookie: cookie },
  });
  await connected(socket);
  return socket;
}

/** A spectator in the match's room, counting the chat it is sent. */
async function listener(matchID: string): Promise<{ socket: Socket; heard: string[] }> {
  const socket = rawSocket(t.url, 'fixture');
  await connected(socket);
  const synced = new Promise((resolve) => socket.once('sync', resolve));
  socket.emit('sync', matchID, null);
  await synced;
  const heard: string[] = [];
  socket.on('chat', (_matchID: string, message: { payload: string }) => heard.push(message.payload));
  return { socket, heard };
}

/** Sends one chat message per entry; resolves once every one is heard or refused. */
async function send(
  matchID: string,
  room: { heard: string[] },
  messages: { socket: Socket; seat: Seat; text: string }[],
): Promise<{ refusals: Refusal[] }> {
  const refusals: Refusal[] = [];
  const before = room.heard.length;
  const done = new Promise<void>((resolve) => {
    const check = () => {
      if (room.heard.length - before + refusals.length === messages.length) resolve();
    };
    for (const socket of new Set(messages.map((m) => m.socket)))
      socket.on('chat-refused', (refusal: Refusal) => {
        refusals.push(refusal);
        check();
      });
    const heard = room.heard.push.bind(room.heard);
    room.heard.push = (...items) => {
      const n = heard(...items);
      check();
      return n;
    };
  });
  messages.forEach(({ socket, seat, text }) =>
    socket.emit('chat', matchID, { id: `c${++sent}`, sender: seat.playerID, payload: text }, seat.credentials),
  );
  await done;
  for (const socket of new Set(messages.map((m) => m.socket))) socket.off('chat-refused');
  return { refusals };
}

describe('chat', () => {
  it('limits a seat however many sockets and browsers hold it, and tells each sender why', async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const room = await listener(matchID);
    const sockets = await Promise.all(Array.from({ length: 15 }, async () => socketOf((await browser(t.url)).cookie)));
    try {
      // Two messages from each of fifteen sockets of seat 0, each from its own browser.
      const { refusals } = await send(
        matchID,
        room,
        sockets.flatMap((socket, i) => [0, 1].map((n) => ({ socket, seat: seats[0], text: `m${i}.${n}` }))),
      );
      expect(room.heard).toHaveLength(3);
      expect(refusals).toHaveLength(27);
      for (const refusal of refusals) {
        expect(refusal.error).toMatch(/too many chat messages/);
        expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
      }
      // The other seat has its own allowance.
      const other = await send(matchID, room, [{ socket: sockets[0], seat: seats[1], text: 'hello' }]);
      expect(other.refusals).toEqual([]);
      // Ten seconds on, the seat may say one thing more.
      clock += 10_000;
      const later = await send(matchID, room, [
        { socket: sockets[1], seat: seats[0], text: 'later' },
        { socket: sockets[2], seat: seats[0], text: 'too soon' },
      ]);
      expect(later.refusals).toHaveLength(1);
      expect(room.heard.slice(-2)).toContain('later');
      expect(room.heard).not.toContain('too soon');
    } finally {
      sockets.forEach((s) => s.close());
      room.socket.close();
    }
  });

  it('limits a browser however many seats it holds', async () => {
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const room = await listener(matchID);
    const { cookie } = await browser(t.url);
    const socket = await socketOf(cookie);
    try {
      const { refusals } = await send(
        matchID,
        room,
        Array.from({ length: 8 }, (_, i) => ({ socket, seat: seats[i % 2], text: `b${i}` })),
      );
      expect(room.heard).toHaveLength(3);
      expect(refusals).toHaveLength(5);
    } finally {
      socket.close();
      room.socket.close();
    }
  });

  it('refuses empty, long and non-text messages and wrong credentials, telling the sender, at no cost to the seat', async () => {
    clock += 60_000;
    const { matchID, seats } = await createTable(t.url, 'fixture', 2);
    const room = await listener(matchID);
    const socket = await socketOf((await browser(t.url)).cookie);
    try {
      const refused = ['', '   ', 'x'.repeat(501), 'a\nb', 'bell\u0007', '\u202Eevil'];
      const { refusals } = await send(
        matchID,
        room,
        refused.map((text) => ({ socket, seat: seats[0], text })),
      );
      expect(refusals.map((r) => r.error).sort()).toEqual(
        [
          'chat message is empty',
          'chat message is empty',
          'chat message longer than 500 characters',
          'chat message holds control or invisible characters',
          'chat message holds control or invisible characters',
          'chat message holds control or invisible characters',
        ].sort(),
      );
      const forged = await send(matchID, room, [
        { socket, seat: { playerID: '0', credentials: 'guess' }, text: 'forged 1' },
        { socket, seat: { playerID: '0', credentials: 'guess' }, text: 'forged 2' },
        { socket, seat: { playerID: '0', credentials: 'guess' }, text: 'forged 3' },
      ]);
      expect(forged.refusals.map((r) => r.error)).toEqual(['bad credentials', 'bad credentials', 'bad credentials']);
      // Nothing above used the seat's three (a new window: this one spent its own ten).
      const window = await socketOf((await browser(t.url)).cookie);
      const honest = await send(
        matchID,
        room,
        ['one', 'two', 'three'].map((text) => ({ socket: window, seat: seats[0], text })),
      ).finally(() => window.close());
      expect(honest.refusals).toEqual([]);
      expect([...room.heard].sort()).toEqual(['one', 'three', 'two']);
    } finally {
      socket.close();
      room.socket.close();
    }
  });
});
