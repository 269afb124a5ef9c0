import pino, { type Logger } from 'pino';

export type { Logger };

/** One JSON line per event on stdout; `silent` in tests unless LOG_LEVEL says otherwise. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'euro-tables' } });
}
