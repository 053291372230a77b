import * as z from '../../contract/zod';

/** `?redirect=/layers`: the page that sent the user to Connection, where a successful Save takes them back. */
export const ConnectionSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});
