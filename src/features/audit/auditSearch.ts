import type { AuditLogFilters } from '../../client/queries/auditLogQueries';
import { AUDIT_ACTION_TYPES, type AuditActionType } from '../../contract/enums';
import { type PageSearch, pageSearchFields } from '../../ui/pageSearch';
import { searchReader, trimmedText, urlList } from '../../ui/searchFields';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` date, trimmed, or undefined. */
const date = (value: unknown) => {
  const trimmed = trimmedText(value);
  return trimmed !== undefined && DATE.test(trimmed) ? trimmed : undefined;
};

export interface AuditSearch extends PageSearch {
  startDate?: string | undefined;
  endDate?: string | undefined;
  actionTypes?: AuditActionType[] | undefined;
  id?: string | undefined;
  updatedBy?: string | undefined;
  tags?: string[] | undefined;
}

/**
 * The audit log page's URL search: page and limit, and the filters, so a link or a reload reproduces the view. The
 * action types and tags are lists, each item its key repeated (`?tags=a&tags=b`). Texts are trimmed; a blank one,
 * a date that is not `YYYY-MM-DD` or an unknown action type is dropped instead of failing the page.
 */
export const AuditSearchSchema = searchReader<AuditSearch>({
  ...pageSearchFields,
  startDate: date,
  endDate: date,
  actionTypes: urlList(AUDIT_ACTION_TYPES),
  id: trimmedText,
  updatedBy: trimmedText,
  tags: urlList(),
});

/** The filters of a search, without its paging, as the API takes them: lists comma-separated. */
export function auditFilters(search: AuditSearch): AuditLogFilters {
  const { startDate, endDate, actionTypes, id, updatedBy, tags } = search;
  return { startDate, endDate, actionTypes: actionTypes?.join(','), id, updatedBy, tags: tags?.join(',') };
}
