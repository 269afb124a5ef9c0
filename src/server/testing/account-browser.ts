import { request, type Answer } from './http';

// A browser as the account routes see it: its cookies (kept from the answers),
// its page's origin (localhost, which the server allows by default), the CSRF
// header the site's pages send, and its address (for a server behind one trusted proxy).

/** A browser: its cookies, its page's origin, its address (the server trusts one proxy). */
export class AccountBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly url: string,
    readonly address = '198.51.100.1',
    readonly origin = url.replace('127.0.0.1', 'localhost'),
  ) {}

  async send(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await request(this.url, path, {
      method: body === null ? 'GET' : 'POST',
      body: body ?? undefined,
      headers: {
        'X-Forwarded-For': this.address,
        'X-Euro-Tables': '1',
        Origin: this.origin,
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
    });
    for (const set of answer.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /Max-Age=0/.test(set)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return answer;
  }
  get(path: string) {
    return this.send(path, null);
  }
  post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.send(path, body, headers);
  }
}

/** The username the browser is signed in as, or undefined. */
export async function usernameOf(b: AccountBrowser): Promise<string | undefined> {
  return ((await b.get('/api/account')).json as { account: { username: string } | null }).account?.username;
}
