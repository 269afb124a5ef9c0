import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

// The one way out for the site's e-mail: a message is handed over and sent in the
// background, so no route and no move ever waits on the mail server or fails with
// it. A failed send is tried again after each of `retryMs`, then dropped with an
// error in the log (the player still has the page's own notices).

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** How the server sends e-mail: the host's settings (config.ts). */
export interface MailConfig {
  /** An smtp:// or smtps:// URL (credentials percent-encoded), or host, port and login. */
  smtp: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  /** The sender, e.g. `Euro Tables <tables@example.org>`. */
  from: string;
  /** The site's address as players reach it: every link in a message starts with it. */
  publicUrl: string;
}

export interface MailerOptions extends MailConfig {
  /** Waits before each further try of a failed send (default 30 s, 5 min, 30 min). */
  retryMs?: readonly number[];
}

export class Mailer {
  readonly publicUrl: string;
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();
  private readonly retryMs: readonly number[];
  private closed = false;
  /** Ends the waits before retries at once (the server is stopping). */
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly options: MailerOptions,
    private readonly log: Logger,
  ) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.retryMs = options.retryMs ?? [30_000, 300_000, 1_800_000];
    this.transport = nodemailer.createTransport(options.smtp);
  }

  /** Sends in the background; `failed` runs once every try has failed. */
  send(mail: OutgoingMail, kind: string, failed?: () => Promise<void>): void {
    if (this.closed) return;
    const job = this.deliver(mail, kind, failed).finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private async deliver(mail: OutgoingMail, kind: string, failed?: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport.sendMail({ from: this.options.from, ...mail });
        this.log.info({ kind }, 'e-mail sent');
        return;
      } catch (error) {
        // The address stays out of the log: personal data.
        const last = attempt >= this.retryMs.length || this.closed;
        this.log[last ? 'error' : 'warn']({ err: error, kind, attempt: attempt + 1 }, 'e-mail not sent');
        if (last) {
          await failed?.().catch((e: unknown) => this.log.error({ err: e }, 'e-mail failure not recorded'));
          return;
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.wakers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, this.retryMs[attempt]);
          timer.unref();
          this.wakers.add(wake);
        });
        if (this.closed) {
          this.log.warn({ kind }, 'e-mail dropped: the server is stopping');
          await failed?.().catch((e: unknown) => this.log.error({ err: e }, 'e-mail failure not recorded'));
          return;
        }
      }
    }
  }

  /** Resolves once every message handed over so far is sent or dropped. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Takes no more messages, lets the sends under way finish (each one try), drops
   * those waiting to retry, then closes the connection to the mail server.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.wakers]) wake();
    await this.idle();
    this.transport.close();
  }
}
