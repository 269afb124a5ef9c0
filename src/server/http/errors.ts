/**
 * A refusal of ours, answered as `{ error: message }` with its status and headers
 * (http.ts, errorAnswers). Its message is safe to show: it never contains what the
 * client sent.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400 with a message of ours. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
