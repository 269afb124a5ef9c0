import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

// The e-mail settings: off unless SMTP is set, and then refused at start unless
// the links' base and the sender are set too (links are never built from a
// request's Host, which a reset asker could choose).

describe('mail settings', () => {
  it('are off without SMTP_URL or SMTP_HOST', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://tables.example' }).mail).toBeUndefined();
  });

  it('take an SMTP URL with the sender and the public address (its trailing slash dropped)', () => {
    expect(
      configFromEnv({
        SMTP_URL: 'smtps://user:p%40ss@mail.example:465',
        SMTP_FROM: 'Tables <t@tables.example>',
        PUBLIC_URL: 'https://tables.example/',
      }).mail,
    ).toEqual({
      smtp: 'smtps://user:p%40ss@mail.example:465',
      from: 'Tables <t@tables.example>',
      publicUrl: 'https://tables.example',
    });
  });

  it('take a host, port and login; port 465 speaks TLS from the start', () => {
    const env = { SMTP_HOST: 'mail.example', SMTP_FROM: 't@tables.example', PUBLIC_URL: 'https://tables.example' };
    expect(configFromEnv(env).mail?.smtp).toEqual({ host: 'mail.example', port: 587, secure: false });
    expect(
      configFromEnv({ ...env, SMTP_PORT: '465', SMTP_USER: 'tables', SMTP_PASSWORD: 'secret' }).mail?.smtp,
    ).toEqual({ host: 'mail.example', port: 465, secure: true, auth: { user: 'tables', pass: 'secret' } });
  });

  it('refuse to start without PUBLIC_URL or SMTP_FROM, or with a malformed one', () => {
    expect(() => configFromEnv({ SMTP_URL: 'smtp://mail.example', SMTP_FROM: 't@tables.example' })).toThrow(
      /SMTP needs PUBLIC_URL/,
    );
    expect(() => configFromEnv({ SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://tables.example' })).toThrow(
      /SMTP needs SMTP_FROM/,
    );
    expect(() =>
      configFromEnv({ SMTP_URL: 'smtp://mail.example', SMTP_FROM: 'x@y.z', PUBLIC_URL: 'https://tables.example/play' }),
    ).toThrow(/SMTP needs PUBLIC_URL/);
    expect(() =>
      configFromEnv({ SMTP_URL: 'http://mail.example', SMTP_FROM: 'x@y.z', PUBLIC_URL: 'https://tables.example' }),
    ).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() =>
      configFromEnv({ SMTP_URL: 'smtp://a', SMTP_HOST: 'b', SMTP_FROM: 'x@y.z', PUBLIC_URL: 'https://t.example' }),
    ).toThrow(/not both/);
  });
});
