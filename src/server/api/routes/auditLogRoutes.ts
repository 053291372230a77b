import type { Hono } from 'hono';
import { AuditLogQuerySchema } from '../../../contract/auditLog';
import { API_BASE_PATH } from '../../../contract/paths';
import { listAuditEntries } from '../../store/auditLogStore';
import { allowOnly } from '../allowOnly';
import { validationError } from '../apiError';
import type { ApiDeps } from '../apiDeps';
import { pagedJson, readPaging, windowOf } from '../paging';

const AUDIT_LOGS = `${API_BASE_PATH}/audit_logs`;

/** The extension `GET /audit_logs`: every recorded change, newest first, filtered in the store. */
export function registerAuditLogRoutes(app: Hono, { db }: ApiDeps): void {
  app.get(AUDIT_LOGS, (c) => {
    const paging = readPaging(c);
    const query = AuditLogQuerySchema.safeParse({
      startDate: c.req.query('startDate'),
      endDate: c.req.query('endDate'),
      actionType: c.req.queries('actionType'),
      actionTypes: c.req.queries('actionTypes'),
      tags: c.req.queries('tags'),
      id: c.req.query('id'),
      updatedBy: c.req.query('updatedBy'),
      sortOrder: c.req.query('sortOrder'),
    });
    if (!query.success) throw validationError(query.error, 'query');
    const page = listAuditEntries(db, query.data, windowOf(paging));
    return pagedJson(c, 'Audit log listed successfully', paging, page);
  });
  allowOnly(app, AUDIT_LOGS, ['GET']);
}
