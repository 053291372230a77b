// Value sets of the API, each complete (docs/api.md), not only the values seen in answers. Here are those an address
// carries (the gates list's filters and orders, the audit log's actions) and the writable subset of gate types: the
// shell reads addresses before any page's code has loaded, so this file travels in it, and every other value set
// lives in recordEnums.ts, with the pages that read it.

export const GATE_STATUSES = ['In Progress', 'Launched', 'Disabled', 'Archived'] as const;
export const GATE_TYPES = ['PERMANENT', 'TEMPORARY', 'STALE', 'TEMPLATE'] as const;
/** The only gate types a client may write; STALE and TEMPLATE are set by the service. */
export const WRITABLE_GATE_TYPES = ['PERMANENT', 'TEMPORARY'] as const;
/** The orders `GET /gates` can sort by; without `sort` the list is newest change first. */
export const GATE_LIST_SORTS = ['name', 'lastModifiedTime', 'createdTime', 'checksPerHour'] as const;
/** Every kind of change the audit log records. */
export const AUDIT_ACTION_TYPES = [
  'gate_create',
  'gate_update',
  'gate_launch',
  'gate_disable',
  'gate_enable',
  'gate_archive',
  'gate_unarchive',
  'autotune_experiment_create',
  'metric_source_create',
] as const;
export type AuditActionType = (typeof AUDIT_ACTION_TYPES)[number];
