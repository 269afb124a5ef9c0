import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import type { Logger } from 'pino';
import type { OriginPolicy } from './hardening/origins';

type Middleware = Koa.Middleware;

const isLobbyPath = (path: string) => path === '/games' || path.startsWith('/games/');

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
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
        log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'lobby');
      }
    }
  };
}

export function healthz(check: () => Promise<Record<string, unknown>>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    try {
      ctx.body = { status: 'ok', ...(await check()) };
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', error: error instanceof Error ? error.message : String(error) };
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
    if (isLobbyPath(ctx.path) || ctx.path.startsWith('/socket.io') || !ctx.accepts('html')) return;
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
