import type { Hono } from 'hono';
import { RulesPagingQuerySchema } from '../../../contract/paging';
import { API_BASE_PATH } from '../../../contract/paths';
import { listDynamicConfigRules } from '../../store/dynamicConfigStore';
import { findSummary, hasSummary, listSummaries } from '../../store/summaryStore';
import { allowOnly } from '../allowOnly';
import { ApiError } from '../apiError';
import type { ApiDeps } from '../apiDeps';
import { dynamicConfigOf } from '../dynamicConfigs/dynamicConfigOf';
import { pagedJson, paginationOf, readPaging, windowOf } from '../paging';

const DYNAMIC_CONFIGS = `${API_BASE_PATH}/dynamic_configs`;
const DYNAMIC_CONFIG = `${API_BASE_PATH}/dynamic_configs/:id`;
const DYNAMIC_CONFIG_RULES = `${API_BASE_PATH}/dynamic_configs/:id/rules`;

/** `GET /dynamic_configs/{id}/rules` and the extensions: the list and `GET /dynamic_configs/{id}`. */
export function registerDynamicConfigRoutes(app: Hono, { db }: ApiDeps): void {
  app.get(DYNAMIC_CONFIGS, (c) => {
    const paging = readPaging(c);
    const page = listSummaries(db, 'dynamic_configs', windowOf(paging));
    return pagedJson(c, 'Dynamic configs listed successfully', paging, page);
  });
  allowOnly(app, DYNAMIC_CONFIGS, ['GET']);

  app.get(DYNAMIC_CONFIG, (c) => {
    const id = c.req.param('id');
    const summary = findSummary(db, 'dynamic_configs', id);
    if (summary === undefined) throw new ApiError(404, `No dynamic config has the id "${id}"`);
    return c.json({ message: 'Dynamic config read successfully', data: dynamicConfigOf(summary) });
  });
  allowOnly(app, DYNAMIC_CONFIG, ['GET']);

  app.get(DYNAMIC_CONFIG_RULES, (c) => {
    const id = c.req.param('id');
    const paging = readPaging(c, RulesPagingQuerySchema);
    if (!hasSummary(db, 'dynamic_configs', id)) throw new ApiError(404, `No dynamic config has the id "${id}"`);
    const page = listDynamicConfigRules(db, id, windowOf(paging));
    // Always exactly one object: the page of rules sits inside it, and totalItems counts rules.
    return c.json({
      message: 'Dynamic config rules listed successfully',
      data: [{ rules: page.items }],
      pagination: paginationOf(c, paging, page.total),
    });
  });
  allowOnly(app, DYNAMIC_CONFIG_RULES, ['GET']);
}
