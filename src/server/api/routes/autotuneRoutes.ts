import type { Hono } from 'hono';
import { AutotuneCreateBodySchema, type Autotune } from '../../../contract/autotune';
import { API_BASE_PATH } from '../../../contract/paths';
import { writeAuditEntry } from '../../store/auditLogStore';
import { findAutotune, hasCreatedRecord, listCreatedRecords, putCreatedRecord } from '../../store/createdRecordStore';
import { allowOnly } from '../allowOnly';
import { lastModifierFields } from '../apiActor';
import { ApiError } from '../apiError';
import { auditEntryForCreate } from '../audit/auditEntries';
import type { ApiDeps } from '../apiDeps';
import { newAutotune } from '../autotunes/newAutotune';
import { pagedJson, readPaging, windowOf } from '../paging';
import { parseBody } from '../requestBody';

const AUTOTUNES = `${API_BASE_PATH}/autotunes`;
const AUTOTUNE_START = `${AUTOTUNES}/:id/start`;

/** `GET /autotunes` and `POST /autotunes`, and the extension `POST /autotunes/{id}/start`. */
export function registerAutotuneRoutes(app: Hono, { db, now, newId }: ApiDeps): void {
  app.get(AUTOTUNES, (c) => {
    const paging = readPaging(c);
    const page = listCreatedRecords<Autotune>(db, 'autotunes', windowOf(paging));
    return pagedJson(c, 'Autotunes listed successfully', paging, page);
  });
  app.post(AUTOTUNES, async (c) => {
    const body = await parseBody(c, AutotuneCreateBodySchema);
    const autotune = db
      .transaction(() => {
        if (hasCreatedRecord(db, 'autotunes', body.name)) {
          throw new ApiError(409, `An autotune named "${body.name}" already exists`);
        }
        const created = newAutotune(body, { now: now(), newVariantId: newId });
        putCreatedRecord(db, 'autotunes', created);
        writeAuditEntry(db, auditEntryForCreate('autotune_experiment_create', created.id, created));
        return created;
      })
      .immediate();
    return c.json({ message: 'Autotune created successfully', data: autotune }, 201);
  });
  allowOnly(app, AUTOTUNES, ['GET', 'POST']);

  app.post(AUTOTUNE_START, (c) => {
    const id = c.req.param('id');
    const started = db
      .transaction(() => {
        const stored = findAutotune(db, id);
        if (stored === undefined) throw new ApiError(404, `No autotune has the id "${id}"`);
        // Starting twice would restart exploration on the real service; say so rather than answer 200 again.
        if (stored.isStarted === true) throw new ApiError(409, `Autotune "${id}" has already been started`);
        const next = { ...stored, isStarted: true, lastModifiedTime: now(), ...lastModifierFields() };
        // The audit log has no action type for a start, so a start leaves no entry.
        putCreatedRecord(db, 'autotunes', next);
        return next;
      })
      .immediate();
    return c.json({ message: 'Autotune started successfully', data: started });
  });
  allowOnly(app, AUTOTUNE_START, ['POST']);
}
