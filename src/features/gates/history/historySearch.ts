import { z } from 'zod';
import { PageSearchSchema } from '../../../contract/paging';

const versionNumber = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * The history page's URL search: the timeline's page and page size, the version shown (`version`), the one it is
 * compared with (`against`, default its predecessor) and the moment asked about (`at`, an ISO date-time).
 */
export const GateHistorySearchSchema = PageSearchSchema.extend({
  version: versionNumber,
  against: versionNumber,
  at: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .optional()
    .catch(undefined),
});
