import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// A tiny router on history.pushState: the site has a handful of routes and no
// need for a routing library.
const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string {
  return window.location.pathname + window.location.search;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
  window.scrollTo?.(0, 0);
}

/** The current path and query, re-rendering on navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const value = useSyncExternalStore(subscribe, snapshot, () => '/');
  const [pathname, query = ''] = value.split('?');
  return { pathname: pathname ?? '/', search: new URLSearchParams(query) };
}

/** `/lobby/:gameId` against `/lobby/caylus` → `{ gameId: 'caylus' }`; null if no match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}

// Routes live under their own prefixes: /games is the Lobby API's, proxied to the server.
export const paths = {
  home: () => '/',
  myTables: () => '/tables',
  account: () => '/account',
  /** The page an e-mailed reset link opens (`#token=…`), and where a guest asks for one. */
  accountReset: () => '/account/reset',
  accountForgot: () => '/account/forgot',
  accountVerify: () => '/account/verify',
  profile: (username: string) => `/players/${encodeURIComponent(username)}`,
  leaderboard: (gameId: string) => `/leaderboard/${encodeURIComponent(gameId)}`,
  friends: () => '/friends',
  rules: (gameId: string) => `/rules/${encodeURIComponent(gameId)}`,
  lobby: (gameId: string) => `/lobby/${encodeURIComponent(gameId)}`,
  table: (gameId: string, matchID: string) => `/table/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`,
  local: (gameId: string) => `/local/${encodeURIComponent(gameId)}`,
  /** A finished game of this screen watched again, built from its moves kept here. */
  localReplay: (gameId: string, matchID: string, seat?: string | null) =>
    `/local/${encodeURIComponent(gameId)}/replay/${encodeURIComponent(matchID)}${seat === undefined || seat === null ? '' : `?seat=${encodeURIComponent(seat)}`}`,
  /** A finished match watched again, from a seat's point of view or (no seat) the spectator's. */
  replay: (gameId: string, matchID: string, seat?: string | null) =>
    `/replay/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}${seat === undefined || seat === null ? '' : `?seat=${encodeURIComponent(seat)}`}`,
};
