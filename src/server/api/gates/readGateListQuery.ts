import type { Context } from 'hono';
import { GateListQuerySchema, type GateListQuery } from '../../../contract/gateListQuery';
import { validationError } from '../apiError';

/** The filters and sort of `GET /gates` from the query string; an unknown status, type, sort or order is 400. */
export function readGateListQuery(c: Context): GateListQuery {
  const result = GateListQuerySchema.safeParse({
    search: c.req.query('search'),
    status: c.req.query('status'),
    type: c.req.query('type'),
    tag: c.req.queries('tag'),
    creator: c.req.query('creator'),
    modifier: c.req.query('modifier'),
    sort: c.req.query('sort'),
    order: c.req.query('order'),
  });
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}
