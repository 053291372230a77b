import { PageSearchSchema } from '../../../contract/paging';
import * as z from '../../../contract/zod';

const versionNumber = z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1))), undefined);

/**
 * The history page's URL search: the timeline's page and page size, the version shown (`version`), the one it is
 * compared with (`against`, default its predecessor) and the moment asked about (`at`, an ISO date-time).
 */
export const GateHistorySearchSchema = z.extend(PageSearchSchema, {
  version: versionNumber,
  against: versionNumber,
  at: z.catch(z.optional(z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))))), undefined),
});
