import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { ClientKey } from './limits';

// Who is asking, for the rate limits: the IP address, and a first-party cookie
// that tells browsers sharing an address apart. The cookie is random, HttpOnly and
// means nothing else; the server keeps nothing about it but its rate counters.

export const CLIENT_COOKIE = 'et_client';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{22}$/;

/** A new identity cookie value: 128 random bits. */
export function newClientCookie(): string {
  return randomBytes(16).toString('base64url');
}

/** `Set-Cookie` for a new browser identity. */
export function clientCookieHeader(value: string, secure: boolean): string {
  return `${CLIENT_COOKIE}=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function browserOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CLIENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (COOKIE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** IPv4 as is (also when mapped into IPv6), IPv6 as its /64. */
export function normaliseIp(address: string): string | undefined {
  const ip = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  const kind = isIP(ip.replace(/%.*$/, ''));
  if (kind === 4) return ip;
  if (kind !== 6) return undefined;
  const [head, tail = ''] = ip.replace(/%.*$/, '').toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An IPv4 tail (::1.2.3.4) counts as two groups; only the first four matter here.
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address: the connection's peer, or, behind `trustProxy` reverse
 * proxies, the address the outermost of them saw (X-Forwarded-For, counted from
 * the right, so a client cannot choose its own by sending the header itself).
 */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  const peer = normaliseIp(req.socket.remoteAddress ?? '') ?? 'unknown';
  if (trustProxy <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) return peer;
  const candidate = hops[Math.max(0, hops.length - trustProxy)];
  return normaliseIp(candidate) ?? peer;
}

export function clientOf(req: IncomingMessage, trustProxy: number): ClientKey {
  return { ip: clientIp(req, trustProxy), browser: browserOf(req.headers.cookie) };
}
