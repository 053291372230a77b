import type { Hono } from 'hono';
import {
  GATE_LIFECYCLE_ACTIONS,
  GateLifecycleBodySchema,
  type GateLifecycleAction,
} from '../../../contract/gateLifecycle';
import { API_BASE_PATH } from '../../../contract/paths';
import { allowOnly } from '../allowOnly';
import type { ApiDeps } from '../apiDeps';
import { applyLifecycleAction } from '../gates/gateLifecycle';
import { parseOptionalBody } from '../gates/readOptionalBody';

const MESSAGES: Record<GateLifecycleAction, string> = {
  launch: 'Gate launched successfully',
  disable: 'Gate disabled successfully',
  enable: 'Gate enabled successfully',
  archive: 'Gate archived successfully',
  unarchive: 'Gate unarchived successfully',
};

/** `POST /gates/{id}/launch|disable|enable|archive|unarchive`: each answers 200 with the gate's new version. */
export function registerGateLifecycleRoutes(app: Hono, { db, now, newId }: ApiDeps): void {
  for (const action of GATE_LIFECYCLE_ACTIONS) {
    const path = `${API_BASE_PATH}/gates/:id/${action}` as const;
    app.post(path, async (c) => {
      const id = c.req.param('id');
      // The body is checked before the gate is looked up, as for an update.
      const { expectedVersion } = await parseOptionalBody(c, GateLifecycleBodySchema);
      const gate = applyLifecycleAction(db, id, action, expectedVersion, { now: now(), newRuleId: newId });
      return c.json({ message: MESSAGES[action], data: gate });
    });
    allowOnly(app, path, ['POST']);
  }
}
