import type { Context } from 'hono';
import { GateListQuerySchema, type GateListQuery } from '../../../contract/gateListQuery';
import { validationError } from '../apiError';

/** The filters and sort of `GET /gates` from the query string; an unknown status, enabled, type, sort, order or counts is 400. */
export function readGateListQuery(c: Context): GateListQuery {
  const result = GateListQuerySchema.safeParse({
    search: c.req.query('search'),
    status: c.req.query('status'),
    enabled: c.req.query('enabled'),
    type: c.req.query('type'),
    tag: c.req.queries('tag'),
    creator: c.req.query('creator'),
    modifier: c.req.query('modifier'),
    sort: c.req.query('sort'),
    order: c.req.query('order'),
    counts: c.req.query('counts'),
  });
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}
