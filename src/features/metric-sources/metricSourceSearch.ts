import * as z from '../../contract/zod';

const optionalName = z.catch(z.optional(z.string().check(z.minLength(1))), undefined);

/**
 * The address of the page: `?created=<name>` shows the answer to that create instead of the form; `?copyOf=<name>`
 * starts the form as a copy of that source.
 */
export const MetricSourceSearchSchema = z.object({
  created: optionalName,
  copyOf: optionalName,
});
