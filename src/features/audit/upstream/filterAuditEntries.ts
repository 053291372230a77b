import type { AuditLogFilters } from '../../../client/queries/auditLogQueries';
import type { AuditEntry } from '../../../contract/auditLog';
import type { BuiltAuditEntry } from './versionAuditEntries';

/** A filter value as the page holds it: comma-separated text or a list. */
function items(value: string | readonly string[] | undefined): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * The audit log's filters applied in the page, as the server applies them: dates inclusive (UTC), any of the action
 * types, the record id exactly, part of the person's name or email, and every tag. Newest first.
 */
export function filterAuditEntries(built: readonly BuiltAuditEntry[], filters: AuditLogFilters): AuditEntry[] {
  const types = items(filters.actionTypes);
  const tags = items(filters.tags);
  const person = filters.updatedBy?.trim().toLowerCase();
  return built
    .filter(
      ({ entry, ...extra }) =>
        (filters.startDate === undefined || entry.date >= filters.startDate) &&
        (filters.endDate === undefined || entry.date <= filters.endDate) &&
        (types.length === 0 || types.includes(entry.actionType)) &&
        (filters.id === undefined || entry.name === filters.id) &&
        (person === undefined || person === '' || extra.person.includes(person)) &&
        tags.every((tag) => extra.tags.includes(tag)),
    )
    .map(({ entry }) => entry)
    .sort((a, b) => b.timestamp - a.timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
