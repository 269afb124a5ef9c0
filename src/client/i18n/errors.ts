import type { TFunction } from 'i18next';

// Failures as players read them, in their language: what the server's answer
// means (its status), never its English `error` text or a browser's message.

/** A refused request to our own routes, with its HTTP status. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The HTTP status behind an error: ours, or boardgame.io's LobbyClientError ("HTTP status 429"). */
export function statusOf(error: unknown): number | null {
  if (error instanceof RequestError) return error.status;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const m = /^HTTP(?: status)? (\d{3})$/.exec(message.trim());
  return m ? Number(m[1]) : null;
}

/** Why a request failed, as a clause that follows "Could not join: " and the like. */
export function errorReason(t: TFunction, error: unknown): string {
  const status = statusOf(error);
  if (status === null) return t(error instanceof TypeError ? 'errors.network' : 'errors.unknown');
  if (status === 400) return t('errors.invalid');
  if (status === 403) return t('errors.refused');
  if (status === 404) return t('errors.notFound');
  if (status === 409) return t('errors.conflict');
  if (status === 429) return t('errors.busy');
  if (status >= 500) return t('errors.server');
  return t('errors.unknown');
}
