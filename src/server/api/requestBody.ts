import type { Context } from 'hono';
import type * as z from '../../contract/zod';
import { ApiError, validationError } from './apiError';

/** Reads the body as a JSON object: malformed JSON and non-object bodies are 400. */
async function readJsonObject(c: Context): Promise<object> {
  const text = await c.req.text();
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
