import type Koa from 'koa';
import type { z } from 'zod';
import { badRequest, HttpError } from '../http/errors';

// A Lobby or seat route's body: read small and JSON only, then checked whole
// against its schema (lobby-bodies.ts, seats/bodies.ts) before any handler sees it.

const MAX_BODY_BYTES = 8 * 1024;

export type Body = Record<string, unknown>;

/** A plain object (a JSON object parses to one): no array, no class instance. */
export function isRecord(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Reads a JSON object body of at most MAX_BODY_BYTES. */
export async function readJsonBody(ctx: Koa.Context): Promise<Body> {
  const length = Number(ctx.get('Content-Length') || 0);
  if (length > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large');
  const encoding = ctx.get('Content-Encoding');
  if (encoding && encoding !== 'identity') throw new HttpError(415, 'compressed bodies are not accepted');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > MAX_BODY_BYTES) {
        ctx.req.destroy();
        throw new HttpError(413, 'request body too large');
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client went away mid-body (Node's "aborted", ECONNRESET): its doing, not
    // the server's, so a 400 that nobody reads and an info line, not an error.
    if (ctx.req.destroyed || (error as { code?: unknown } | null)?.code === 'ECONNRESET')
      throw badRequest('the request body was cut off');
    throw error;
  }
  if (size === 0) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'the body must be JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest('the body is not valid JSON');
  }
  if (!isRecord(parsed)) throw badRequest('the body must be a JSON object');
  return parsed;
}

const UNEXPECTED_FIELD = 'unexpected field in the request body';

/**
 * The body as its schema reads it, or a 400 naming its first fault: an unknown
 * field of an object before anything inside it, then the fields in the schema's
 * order. The messages are the schemas' own; none repeats what was sent.
 */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const unknownField = result.error.issues.find(
    (issue) => issue.code === 'unrecognized_keys' && issue.path.every((key, i) => first.path[i] === key),
  );
  throw badRequest(unknownField ? UNEXPECTED_FIELD : first.message);
}
