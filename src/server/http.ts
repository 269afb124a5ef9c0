import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import type { Logger } from 'pino';
import { browserOf, clientCookieHeader, newClientCookie } from './hardening/client-id';
import type { ClientKey, ClientLimits } from './hardening/limits';
import { HttpError } from './http/errors';
import type { OriginPolicy } from './hardening/origins';

type Middleware = Koa.Middleware;

const isLobbyPath = (path: string) => path === '/games' || path.startsWith('/games/');

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

/**
 * The site's Content-Security-Policy: everything from the site itself, sockets to
 * it, no plugins, no framing, no inline or injected scripts. Inline styles stay
 * allowed: boards position pieces with style attributes and the debug panel
 * injects its stylesheet.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function headersFor(req: IncomingMessage, secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(req.headers.host),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/**
 * Security headers on every answer of the HTTP server: the site, the Lobby API,
 * socket.io's polling and handshake answers and errors, whoever writes them. Set
 * on the response before any handler runs (they are merged into its writeHead),
 * and added to socket.io's WebSocket upgrade answers.
 */
export function securityHeaders(
  server: HttpServer,
  io:
    | { engine: { on(event: 'headers', fn: (headers: Record<string, string>, req: IncomingMessage) => void): unknown } }
    | undefined,
  trustProxy: number,
): void {
  const secure = (req: IncomingMessage) => {
    if ('encrypted' in req.socket && req.socket.encrypted) return true;
    if (trustProxy <= 0) return false;
    const proto = req.headers['x-forwarded-proto'];
    return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim() === 'https';
  };
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headersFor(req, secure(req)))) res.setHeader(name, value);
  });
  io?.engine.on('headers', (headers, req) => {
    Object.assign(headers, headersFor(req, secure(req)));
  });
}

const GENERIC_ERRORS: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'not found',
  405: 'method not allowed',
  409: 'conflict',
  413: 'request too large',
  415: 'unsupported media type',
  429: 'too many requests',
};

function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return 500;
}

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether an error is the client going away mid-request (it closed the connection
 * during the body or before the answer): ordinary client behaviour, not a fault
 * of the server's.
 */
export function isClientGone(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CLIENT_GONE.has(code) || code.startsWith('HPE_'))) return true;
  return message === 'aborted';
}

/** Koa's error event: a client gone is a debug line without a stack, anything else an error. */
export function logRequestError(log: Logger): (error: unknown) => void {
  return (error) => {
    if (isClientGone(error)) log.debug({ code: (error as { code?: unknown }).code }, 'request ended by the client');
    else log.error({ err: error }, 'request failed');
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Every failed request is answered with `{ error }` in JSON: our own message when
 * the refusal is ours (it never repeats what the client sent), otherwise a
 * generic one for the status; never a stack trace, a file path or an echoed
 * credential. Server errors go to the log.
 */
export function errorAnswers(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // A route under /api/ the server does not have: the pages read JSON there, never a page.
      if (ctx.status === 404 && ctx.body == null && isApiPath(ctx.path)) {
        ctx.body = { error: 'no such route' };
        ctx.status = 404;
      }
    } catch (error) {
      const status = error instanceof HttpError ? error.status : isClientGone(error) ? 400 : statusOf(error);
      if (status >= 500) log.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      ctx.status = status;
      if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.body = {
        error:
          error instanceof HttpError
            ? error.message
            : (GENERIC_ERRORS[status] ?? (status >= 500 ? 'internal error' : 'request refused')),
      };
    }
  };
}

/**
 * Gives a browser that has none its identity cookie (on pages and Lobby API
 * answers), so that browsers sharing an IP address get their own rate limits.
 */
export function clientCookie(): Middleware {
  return async (ctx, next) => {
    await next();
    if (browserOf(ctx.get('Cookie'))) return;
    if (!isLobbyPath(ctx.path) && !(ctx.method === 'GET' && ctx.response.is('html'))) return;
    ctx.append('Set-Cookie', clientCookieHeader(newClientCookie(), ctx.secure));
  };
}

/** Lobby API reads and writes per client (see hardening/limits.ts): 429 with Retry-After beyond. */
export function lobbyRateLimits(
  limits: ClientLimits,
  client: (ctx: Koa.Context) => ClientKey,
  log: Logger,
): Middleware {
  return async (ctx, next) => {
    if (!isLobbyPath(ctx.path) || ctx.method === 'OPTIONS') return next();
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
    const who = client(ctx);
    const refused = (reading ? limits.lobbyReads : limits.lobbyWrites).take(who);
    if (refused) {
      log.warn({ ip: who.ip, method: ctx.method, path: ctx.path }, 'lobby request refused: rate limit');
      throw new HttpError(429, `too many Lobby ${reading ? 'reads' : 'writes'}: try again in ${refused.retryAfter} s`, {
        'Retry-After': String(refused.retryAfter),
      });
    }
    return next();
  };
}

/** The Lobby API answers only pages of the site and the allowed origins. */
export function lobbyOriginGuard(origins: OriginPolicy, log: Logger): Middleware {
  return async (ctx, next) => {
    if (isLobbyPath(ctx.path) && !origins.allows(ctx.get('Origin') || undefined, ctx.get('Host') || undefined)) {
      log.warn({ origin: ctx.get('Origin'), path: ctx.path }, 'lobby request refused: origin not allowed');
      ctx.status = 403;
      ctx.body = { error: 'origin not allowed' };
      return;
    }
    await next();
  };
}

/** One line per Lobby API change (create, join, leave, play again…). */
export function lobbyRequestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isLobbyPath(ctx.path) && ctx.method !== 'GET') {
        log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'lobby',
        );
      }
    }
  };
}

export function healthz(check: () => Promise<Record<string, unknown>>, log: Logger): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    try {
      ctx.body = { status: 'ok', ...(await check()) };
    } catch (error) {
      // The detail (a connection string, a file path) is for the log only.
      log.error({ err: error }, 'health check failed');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', error: 'storage unavailable' };
    }
  };
}

/** The built client; hashed assets are cached for a year, the page itself never. */
export function staticClient(distDir: string): Middleware {
  const files = serve(distDir, { index: false, maxage: 0 });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    return files(ctx, next);
  };
}

/** Any other page GET gets index.html, so the client's own routes survive a reload. */
export function spaFallback(distDir: string): Middleware {
  const index = join(distDir, 'index.html');
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined || ctx.method !== 'GET') return;
    if (isLobbyPath(ctx.path) || isApiPath(ctx.path) || ctx.path.startsWith('/socket.io') || !ctx.accepts('html'))
      return;
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The client is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await readFile(index);
  };
}
