import * as z from '../../contract/zod';

/** The config page's URL search: the rule search text, so a link reopens the same search. */
export const DynamicConfigSearchSchema = z.object({
  q: z.catch(z.optional(z.string()), undefined),
});
