import type { FieldError } from '../../../contract/envelope';
import { readSql } from './sqlOutputs';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The columns a body names, with their paths; fields of the wrong shape are the schema's to report. */
function namedColumns(body: Record<string, unknown>): { path: string; column: string }[] {
  const named: { path: string; column: string }[] = [];
  if (typeof body.timestampColumn === 'string')
    named.push({ path: 'timestampColumn', column: body.timestampColumn.trim() });
  if (Array.isArray(body.idTypeMapping)) {
    (body.idTypeMapping as unknown[]).forEach((mapping, index) => {
      if (isRecord(mapping) && typeof mapping.column === 'string') {
        named.push({ path: `idTypeMapping.${String(index)}.column`, column: mapping.column.trim() });
      }
    });
  }
  return named.filter(({ column }) => column !== '');
}

/**
 * What the SQL of a query source gets wrong: a syntax error, more than one SELECT, or a timestamp or mapped id
 * column it does not output (unless it selects `*`). Reads the body as sent, so these come in the same 400 as the
 * schema's own errors. A table source has no SQL to read; with `skip_validation` the listed columns stand for the
 * query (the schema checks them), so SQL in a dialect the parser lacks can still be sent.
 */
export async function metricSourceSqlProblems(body: unknown): Promise<FieldError[]> {
  if (!isRecord(body) || typeof body.sql !== 'string' || body.sql.trim() === '') return [];
  if (body.sourceType === 'table' || body.skip_validation === true) return [];
  const reading = await readSql(body.sql);
  if (!reading.ok) {
    const message =
      reading.problem === 'syntax'
        ? `SQL has a syntax error at line ${String(reading.line)}, column ${String(reading.column)}`
        : 'SQL must be one SELECT query (a WITH query is fine), with no other statement';
    return [{ path: 'sql', message }];
  }
  const { columns, selectsStar } = reading.outputs;
  if (selectsStar) return [];
  return namedColumns(body)
    .filter(({ column }) => !columns.has(column.toLowerCase()))
    .map(({ path, column }) => ({ path, message: `The query does not output a column named ${column}` }));
}
