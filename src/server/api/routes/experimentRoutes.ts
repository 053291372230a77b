import type { Hono } from 'hono';
import { API_BASE_PATH } from '../../../contract/paths';
import { listPulseLoads } from '../../store/pulseLoadStore';
import { hasSummary, listSummaries } from '../../store/summaryStore';
import { allowOnly } from '../allowOnly';
import { ApiError } from '../apiError';
import type { ApiDeps } from '../apiDeps';
import { pagedJson, readPaging, windowOf } from '../paging';

const EXPERIMENTS = `${API_BASE_PATH}/experiments`;
const PULSE_LOAD_HISTORY = `${API_BASE_PATH}/experiments/:id/pulse_load_history`;

/** `GET /experiments/{id}/pulse_load_history` and the list extension. */
export function registerExperimentRoutes(app: Hono, { db }: ApiDeps): void {
  app.get(EXPERIMENTS, (c) => {
    const paging = readPaging(c);
    return pagedJson(c, 'Experiments listed successfully', paging, listSummaries(db, 'experiments', windowOf(paging)));
  });
  allowOnly(app, EXPERIMENTS, ['GET']);

  app.get(PULSE_LOAD_HISTORY, (c) => {
    const id = c.req.param('id');
    const paging = readPaging(c);
    if (!hasSummary(db, 'experiments', id))
      throw new ApiError(404, `No warehouse-native experiment has the id "${id}"`);
    return pagedJson(c, 'Pulse load history listed successfully', paging, listPulseLoads(db, id, windowOf(paging)));
  });
  allowOnly(app, PULSE_LOAD_HISTORY, ['GET']);
}
