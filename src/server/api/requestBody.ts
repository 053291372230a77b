import type { Context } from 'hono';
import { findTooDeepInText } from '../../contract/jsonDepth';
import { MAX_BODY_DEPTH } from '../../contract/limits';
import type * as z from '../../contract/zod';
import { ApiError, validationError } from './apiError';

// Enough of the path to name the field that holds the deep value; the full path can be 80 steps long.
const SHOWN_PATH_STEPS = 6;

// Not @hono/zod-validator: it parses the JSON itself, and the depth limit must be checked on the text before that.
/**
 * Reads the body as a JSON object: too deep, malformed JSON and non-object bodies are 400. Depth is checked on the
 * text first, so nothing downstream (zod, JSON.stringify, the browser) ever walks a value deeper than the limit.
 */
export async function readJsonObject(c: Context): Promise<object> {
  const text = await c.req.text();
  const tooDeep = findTooDeepInText(text, MAX_BODY_DEPTH);
  if (tooDeep) {
    const path = tooDeep.path.slice(0, SHOWN_PATH_STEPS).join('.');
    const message = `Nested more than ${String(MAX_BODY_DEPTH)} levels deep`;
    throw new ApiError(400, `Invalid request body: ${path === '' ? message : `${path}: ${message}`}`, [
      { path, message },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  return value;
}

/** The body checked against a contract schema; any violation is a 400 with one entry per field. */
export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJsonObject(c));
  if (!result.success) throw validationError(result.error, 'request body');
  return result.data;
}
