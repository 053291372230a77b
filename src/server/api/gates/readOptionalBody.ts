import type { Context } from 'hono';
import type * as z from '../../../contract/zod';
import { validationError } from '../apiError';
import { parseBody } from '../requestBody';

/** A body that may be left out: no body (or only whitespace) reads as `{}`; anything else goes through parseBody. */
export async function parseOptionalBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  // Hono keeps the text it read, so parseBody reads the same text again.
  if ((await c.req.text()).trim() !== '') return parseBody(c, schema);
  const result = schema.safeParse({});
  if (!result.success) throw validationError(result.error, 'request body');
  return result.data;
}
