import { z } from 'zod';

/**
 * The address of the page: `?created=<name>` shows the answer to that create instead of the form; `?copyOf=<name>`
 * starts the form as a copy of that source.
 */
export const MetricSourceSearchSchema = z.object({
  created: z.string().min(1).optional().catch(undefined),
  copyOf: z.string().min(1).optional().catch(undefined),
});
