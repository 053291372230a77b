// How a real upstream may word what the embedded server says canonically (docs/api.md, "What the console expects
// and tolerates"). Pure functions over parsed JSON, one difference each.

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `nextPage`/`previousPage` as a query string only, `all` as "", and no `totalItems`. */
export function variantPagination(pagination: Json): Json {
  if (!isObject(pagination)) return pagination;
  const queryOnly = (link: Json) => (typeof link === 'string' ? link.slice(link.indexOf('?')) : link);
  const rest = { ...pagination };
  delete rest.totalItems;
  return { ...rest, nextPage: queryOnly(rest.nextPage), previousPage: queryOnly(rest.previousPage), all: '' };
}

/** A record as an upstream may send it: an unknown extra field, `targetApps` as a string, empty environments as null. */
export function variantRecord(record: Json): Json {
  if (!isObject(record)) return record;
  const result: Record<string, Json> = { ...record, upstreamRevision: { shard: 7, etag: 'W/"x"' } };
  if (Array.isArray(record.targetApps)) result.targetApps = record.targetApps.join(',');
  if (Array.isArray(record.rules)) {
    result.rules = record.rules.map((rule: Json) =>
      isObject(rule) && Array.isArray(rule.environments) && rule.environments.length === 0
        ? { ...rule, environments: null }
        : rule,
    );
  }
  if (isObject(record.winner)) result.winner = { id: record.winner.id, name: record.winner.name };
  return result;
}

/** A success envelope with every record and the pagination in their variant forms. */
export function variantEnvelope(body: Json): Json {
  if (!isObject(body)) return body;
  const data = Array.isArray(body.data) ? body.data.map(variantRecord) : variantRecord(body.data);
  return 'pagination' in body ? { ...body, data, pagination: variantPagination(body.pagination) } : { ...body, data };
}

/** Errors as `{ status, message }` only, or, for field errors, the older `{ property, errorMessage }` shape. */
export function variantError(body: Json): Json {
  if (!isObject(body)) return body;
  if (!Array.isArray(body.errors)) return { status: body.status, message: body.message };
  return {
    status: body.status,
    message: body.message,
    errors: body.errors.map((error: Json) =>
      isObject(error) ? { property: error.path, errorMessage: error.message } : error,
    ),
  };
}

/** A create answered with a sparse record: the id and name only. */
export function sparseCreated(body: Json): Json {
  if (!isObject(body) || !isObject(body.data)) return body;
  return { message: body.message, data: { id: body.data.id, name: body.data.name } };
}
