import { inject } from 'vitest';
import { rmSync } from 'node:fs';
import type { State } from 'boardgame.io';
import { startServer, type RunningServer, type StartOptions } from '../app';
import { connectPlayer, type Seat } from './clients';
import { dataDirFromTemplate } from './pglite-template';

// Raw HTTP against a running server, as a script or an attacker sends it, and a
// test server of our own on an embedded database copied from the template.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function request(base: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A browser as the server tells them apart: its identity cookie, got from the site. */
export async function browser(base: string): Promise<{ cookie: string }> {
  const page = await fetch(`${base}/games`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('et_client='));
  if (!cookie) throw new Error('the server gave no identity cookie');
  return { cookie: cookie.split(';')[0] };
}

export interface TestServer {
  server: RunningServer;
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(options: Omit<StartOptions, 'port' | 'dataDir'>): Promise<TestServer> {
  const dataDir = dataDirFromTemplate(inject('pgliteTemplate'));
  // Bots answer at once in tests, from one worker thread.
  const server = await startServer({ ...options, bots: { paceMs: 0, workers: 1, ...options.bots }, port: 0, dataDir });
  return {
    server,
    url: server.url,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Plays a two-seat fixture match to its end through both seats' real clients (add 3 each move). */
export async function playToEnd(
  url: string,
  game: Parameters<typeof connectPlayer>[1],
  matchID: string,
  seats: Seat[],
): Promise<State> {
  const players = seats.map((s) => connectPlayer(url, game, matchID, s.playerID, s.credentials));
  try {
    let state = await players[0].waitFor((s) => s._stateID >= 0);
    while (!state.ctx.gameover) {
      const at = state._stateID;
      const mover = players[Number(state.ctx.currentPlayer)];
      await mover.waitFor((s) => s._stateID === at);
      mover.client.moves.add(3);
      state = await players[0].waitFor((s) => s._stateID === at + 1);
    }
    return state;
  } finally {
    players.forEach((p) => p.stop());
  }
}
