import type { AuditLogFilters } from '../../client/queries/auditLogQueries';
import { AUDIT_ACTION_TYPES } from '../../contract/auditLog';
import { PageSearchSchema } from '../../contract/paging';
import * as z from '../../contract/zod';

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

/** Comma-separated items, each once, blanks (and with `known`, anything else) dropped; undefined when none. */
function list(known?: readonly string[]) {
  return z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((raw: string | undefined) => {
        const items = splitList(raw).filter((item) => known === undefined || known.includes(item));
        return items.length === 0 ? undefined : items.join(',');
      }),
    ),
    undefined,
  );
}

/** The items of a comma-separated URL value. */
export function splitList(raw: string | undefined): string[] {
  return [...new Set((raw ?? '').split(',').map((item) => item.trim()))].filter((item) => item !== '');
}

/**
 * The audit log page's URL search: page and limit, and the filters as the API takes them (the action types and
 * tags comma-separated), so a link or a reload reproduces the view.
 */
export const AuditSearchSchema = z.extend(PageSearchSchema, {
  startDate: date,
  endDate: date,
  actionTypes: list(AUDIT_ACTION_TYPES),
  id: text,
  updatedBy: text,
  tags: list(),
});
export type AuditSearch = z.infer<typeof AuditSearchSchema>;

/** The filters of a search, without its paging. */
export function auditFilters(search: AuditSearch): AuditLogFilters {
  const { startDate, endDate, actionTypes, id, updatedBy, tags } = search;
  return { startDate, endDate, actionTypes, id, updatedBy, tags };
}
