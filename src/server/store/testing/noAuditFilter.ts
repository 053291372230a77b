import type { AuditLogFilter } from '../../../contract/auditLog';

/** The audit log read with no filter, newest first: the base a test narrows with the one field it is about. */
export const NO_AUDIT_FILTER: AuditLogFilter = {
  from: undefined,
  to: undefined,
  actionTypes: [],
  tags: [],
  id: undefined,
  updatedBy: undefined,
  sortOrder: 'desc',
};
