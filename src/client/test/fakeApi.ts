import { vi } from 'vitest';

// The server's /api routes in jsdom tests: answers by method and path, every
// request kept to check what the page sent.

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; json?: unknown } | ((req: SentRequest) => { status?: number; json?: unknown });

/** Answers `routes['GET /api/x']`; anything unlisted is a 404. Returns the requests sent. */
export function fakeApi(routes: Record<string, Reply>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input);
      const req: SentRequest = {
        method,
        path,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      sent.push(req);
      const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
      const reply = typeof route === 'function' ? route(req) : (route ?? { status: 404, json: { error: 'none' } });
      const status = reply.status ?? (reply.json === undefined ? 204 : 200);
      return new Response(status === 204 ? null : JSON.stringify(reply.json ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}
