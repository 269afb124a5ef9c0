// Which browser origins may open sockets and call the Lobby API. A request without
// an Origin header is not from a cross-site page (browsers always send one on
// cross-origin requests and WebSocket handshakes), so it is allowed: same-origin
// GETs, bots and tools.

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export interface OriginPolicy {
  /** Allowed: no Origin, the site's own host, localhost (by default) or a listed origin. */
  allows(origin: string | undefined, host: string | undefined): boolean;
  /** For CORS headers, where the request's host is not at hand. */
  allowsCrossOrigin(origin: string | undefined): boolean;
}

/** `configured`: the ORIGINS list; when given, it replaces the localhost default. */
export function originPolicy(configured: readonly string[] | undefined): OriginPolicy {
  const listed = new Set((configured ?? []).map((o) => o.trim().replace(/\/$/, '')).filter(Boolean));
  const useLocalhost = listed.size === 0;
  const allowsCrossOrigin = (origin: string | undefined): boolean => {
    if (origin === undefined) return false;
    return listed.has(origin) || (useLocalhost && LOCALHOST.test(origin));
  };
  return {
    allowsCrossOrigin,
    allows(origin, host) {
      if (origin === undefined || origin === '') return true;
      if (allowsCrossOrigin(origin)) return true;
      try {
        return host !== undefined && new URL(origin).host === host;
      } catch {
        return false;
      }
    },
  };
}
