import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for tests: accepts every message on a free port and keeps
// it, decoded enough to read (headers, plain text with quoted-printable undone).
// Tests wait for a message by predicate instead of sleeping.

export interface SunkMail {
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SunkMail[];
  /** Resolves with the first message (kept or to come) that matches. */
  next(match: (m: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

function unfold(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const waiters = new Set<{ match: (m: SunkMail) => boolean; resolve: (m: SunkMail) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = unfold(raw.slice(0, split));
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          subject: decodeSubject(headers.get('subject') ?? ''),
          text: decodeBody(raw.slice(split + 4), headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n'),
          raw,
        };
        messages.push(mail);
        for (const w of [...waiters])
          if (w.match(mail)) {
            waiters.delete(w);
            w.resolve(mail);
          }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    next(match, timeoutMs = 10_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const entry = {
          match,
          resolve: (m: SunkMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(entry);
          reject(new Error('no such e-mail arrived'));
        }, timeoutMs);
        waiters.add(entry);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
