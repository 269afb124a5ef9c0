import { afterAll, expect, inject, it } from 'vitest';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { startServer } from './app';
import { fixtureGame } from '../engine/fixture/game';
import { dataDirFromTemplate } from './testing/pglite-template';

// A page keeps its connection alive and polls on it more often than the server's
// idle timeout. A stop that waited for such a connection to go idle never ended:
// the request under way when the stop begins is answered, and its connection closed.

const dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('stops with a kept-alive connection busy when the stop begins', async () => {
  const server = await startServer({ games: [fixtureGame], port: 0, dataDir });
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answers = '';
  socket.on('data', (chunk: Buffer) => (answers += chunk.toString()));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  // Half a request: under way, not idle, when the stop begins.
  socket.write('GET /games HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const stopped = server.close();
  socket.write('Connection: keep-alive\r\n\r\n');
  await stopped;
  await ended;
  expect(answers).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(answers).toMatch(/\r\nConnection: close\r\n/i);
});
