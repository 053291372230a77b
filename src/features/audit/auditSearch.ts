import type { AuditLogFilters } from '../../client/queries/auditLogQueries';
import { AUDIT_ACTION_TYPES } from '../../contract/auditLog';
import { PageSearchSchema } from '../../contract/paging';
import * as z from '../../contract/zod';
import { urlList } from '../../ui/urlList';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Trimmed text, or undefined when blank or not text: a hand-edited URL never breaks the page. */
const text = z.catch(
  z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim())),
  ),
  undefined,
);

const date = z.catch(
  z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined) => (raw !== undefined && DATE.test(raw.trim()) ? raw.trim() : undefined)),
  ),
  undefined,
);

/**
 * The audit log page's URL search: page and limit, and the filters, so a link or a reload reproduces the view. The
 * action types and tags are lists, each item its key repeated (`?tags=a&tags=b`).
 */
export const AuditSearchSchema = z.extend(PageSearchSchema, {
  startDate: date,
  endDate: date,
  actionTypes: urlList(AUDIT_ACTION_TYPES),
  id: text,
  updatedBy: text,
  tags: urlList(),
});
export type AuditSearch = z.infer<typeof AuditSearchSchema>;

/** The filters of a search, without its paging, as the API takes them: lists comma-separated. */
export function auditFilters(search: AuditSearch): AuditLogFilters {
  const { startDate, endDate, actionTypes, id, updatedBy, tags } = search;
  return { startDate, endDate, actionTypes: actionTypes?.join(','), id, updatedBy, tags: tags?.join(',') };
}
