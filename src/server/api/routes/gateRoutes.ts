import type { Hono } from 'hono';
import { GateCreateBodySchema, GateUpdateBodySchema } from '../../../contract/gate';
import { API_BASE_PATH } from '../../../contract/paths';
import { writeAuditEntry } from '../../store/auditLogStore';
import { findGate, hasGate, saveGateVersion } from '../../store/gateStore';
import { countGatesByStatus, listGatesMatching } from '../../store/gateListStore';
import { allowOnly } from '../allowOnly';
import { ApiError } from '../apiError';
import { auditEntryForGateChange } from '../audit/auditEntries';
import type { ApiDeps } from '../apiDeps';
import { registerGateLifecycleRoutes } from './gateLifecycleRoutes';
import { gateIdFromName } from '../../../contract/gateId';
import { applyGateUpdate } from '../gates/applyGateUpdate';
import { checkExpectedVersion, checkNotArchived, gateNotFound } from '../gates/gateErrors';
import { gateRecordSizeError } from '../gates/gateRecordSize';
import { gateVersionsPage } from '../gates/versionsPage';
import { readGateListQuery } from '../gates/readGateListQuery';
import { newGate } from '../gates/newGate';
import { pagedJson, readPaging, windowOf } from '../paging';
import { riskyRises, riskyRisesMessage } from '../../../contract/safeChange';
import { parseBody } from '../requestBody';

const GATES = `${API_BASE_PATH}/gates`;
const GATE = `${API_BASE_PATH}/gates/:id`;
const GATE_VERSIONS = `${API_BASE_PATH}/gates/:id/versions`;

/** Gate endpoints: update and versions and the list, read, create and lifecycle extensions. */
export function registerGateRoutes(app: Hono, { db, now, newId }: ApiDeps): void {
  app.get(GATES, (c) => {
    const paging = readPaging(c);
    const query = readGateListQuery(c);
    const page = listGatesMatching(db, query, windowOf(paging));
    const counts = query.counts === 'status' ? { statusCounts: countGatesByStatus(db, query) } : {};
    return pagedJson(c, 'Gates listed successfully', paging, page, counts);
  });
  app.post(GATES, async (c) => {
    const body = await parseBody(c, GateCreateBodySchema);
    const id = gateIdFromName(body.name);
    const gate = db
      .transaction(() => {
        const created = newGate(id, body, { now: now(), newRuleId: newId });
        const tooLarge = gateRecordSizeError(created);
        if (tooLarge) throw tooLarge;
        if (hasGate(db, id)) throw new ApiError(409, `A gate with the id "${id}" already exists`);
        saveGateVersion(db, created);
        writeAuditEntry(db, auditEntryForGateChange(undefined, created, 'gate_create'));
        return created;
      })
      .immediate();
    return c.json({ message: 'Gate created successfully', data: gate }, 201);
  });
  allowOnly(app, GATES, ['GET', 'POST']);

  app.get(GATE, (c) => {
    const id = c.req.param('id');
    const gate = findGate(db, id);
    if (!gate) throw gateNotFound(id);
    return c.json({ message: 'Gate read successfully', data: gate });
  });
  app.post(GATE, async (c) => {
    const id = c.req.param('id');
    const update = await parseBody(c, GateUpdateBodySchema);
    // IMMEDIATE takes the write lock before the read, so no other writer can slip a version in between.
    const gate = db
      .transaction(() => {
        const stored = findGate(db, id);
        if (!stored) throw gateNotFound(id);
        // The size is a check of the body, so it comes before 409 and 428 (README order); it needs the stored
        // gate because an update is partial. A risky rise without a strategy is measured as applied at once.
        const next = applyGateUpdate(stored, update, { now: now(), newRuleId: newId });
        const tooLarge = gateRecordSizeError(next);
        if (tooLarge) throw tooLarge;
        checkExpectedVersion(stored, update.expectedVersion);
        checkNotArchived(stored);
        const rises =
          update.rules === undefined || update.safeChangeStrategy !== undefined
            ? []
            : riskyRises(stored.rules, update.rules);
        if (rises.length > 0) throw new ApiError(428, riskyRisesMessage(rises));
        saveGateVersion(db, next);
        writeAuditEntry(db, auditEntryForGateChange(stored, next, 'gate_update'));
        return next;
      })
      .immediate();
    return c.json({ message: 'Gate updated successfully', data: gate });
  });
  allowOnly(app, GATE, ['GET', 'POST']);

  app.get(GATE_VERSIONS, (c) => {
    const id = c.req.param('id');
    const paging = readPaging(c);
    // Only whether the gate exists: its current record need not be readable for its history to be.
    if (!hasGate(db, id)) throw gateNotFound(id);
    return gateVersionsPage(c, db, id, paging);
  });
  allowOnly(app, GATE_VERSIONS, ['GET']);

  registerGateLifecycleRoutes(app, { db, now, newId });
}
