import { AutotuneSchema } from '../../contract/autotune';
import { type Gate, GateSchema } from '../../contract/gate';
import { findTooDeepInText } from '../../contract/jsonDepth';
import { MAX_BODY_DEPTH, MAX_GATE_RECORD_BYTES } from '../../contract/limits';
import { MetricSourceSchema } from '../../contract/metricSource';
import * as z from '../../contract/zod';
import type { Database } from './db';
import { saveGateVersion } from './gateStore';
import { readRecord } from './page';

/** One record the start-up check set aside. */
interface QuarantinedRecord {
  table: string;
  key: string;
  reason: string;
}

interface ScannedTable {
  table: string;
  /** SQL naming the row, used as the quarantine key and to delete the row. */
  key: string;
  where: (key: string) => { clause: string; params: (string | number)[] };
  /** Largest record text allowed; gates are capped, other records only by the body limit they came through. */
  maxBytes: number | undefined;
  /** The contract's read schema: a record is served as this shape, so one that does not parse is set aside here. */
  schema: z.ZodMiniType;
}

// The tables that hold JSON a client sent; seeded-only tables are written by this server from its own data.
const SCANNED: readonly ScannedTable[] = [
  {
    table: 'gates',
    key: 'id',
    where: (key) => ({ clause: 'id = ?', params: [key] }),
    maxBytes: MAX_GATE_RECORD_BYTES,
    schema: GateSchema,
  },
  {
    table: 'gate_versions',
    key: "gate_id || '@' || version",
    where: (key) => {
      const at = key.lastIndexOf('@');
      return { clause: 'gate_id = ? AND version = ?', params: [key.slice(0, at), Number(key.slice(at + 1))] };
    },
    maxBytes: MAX_GATE_RECORD_BYTES,
    schema: GateSchema,
  },
  {
    table: 'autotunes',
    key: 'id',
    where: (key) => ({ clause: 'id = ?', params: [key] }),
    maxBytes: undefined,
    schema: AutotuneSchema,
  },
  {
    table: 'metric_sources',
    key: 'name',
    where: (key) => ({ clause: 'name = ?', params: [key] }),
    maxBytes: undefined,
    schema: MetricSourceSchema,
  },
];

interface ScanRow {
  key: string;
  record: string;
  isObject: number;
  bytes: number;
}

/**
 * Start-up check: moves every stored record that cannot be served (nested deeper than any body may be, larger
 * than its cap, not a JSON object, not the shape its contract schema reads) into `quarantine`, so no list or page fails on it again. A gate whose current
 * record moved gets back its newest readable version. Logs one line per record, by key only, never its content.
 */
export function quarantineUnreadableRecords(
  db: Database,
  now: number = Date.now(),
  log: (line: string) => void = (line) => {
    console.warn(line);
  },
): QuarantinedRecord[] {
  const found: QuarantinedRecord[] = [];
  for (const scanned of SCANNED) {
    // SQLite checks JSON-ness and size in C; only the depth scan runs here, and it does not parse.
    const rows = db
      .prepare<[], ScanRow>(
        `SELECT ${scanned.key} AS key, record, CASE WHEN json_valid(record) THEN json_type(record) = 'object' ELSE 0 END AS isObject,
           length(CAST(record AS BLOB)) AS bytes FROM ${scanned.table}`,
      )
      .iterate();
    for (const row of rows) {
      const reason = problemOf(row, scanned.maxBytes) ?? shapeProblemOf(row.record, scanned.schema);
      if (reason !== undefined) found.push({ table: scanned.table, key: row.key, reason });
    }
  }
  if (found.length === 0) return found;
  db.transaction(() => {
    for (const item of found) {
      const scanned = SCANNED.find((table) => table.table === item.table);
      if (!scanned) continue;
      const { clause, params } = scanned.where(item.key);
      db.prepare(
        `INSERT INTO quarantine (source_table, record_key, reason, quarantined_time, record)
         SELECT ?, ?, ?, ?, record FROM ${item.table} WHERE ${clause}`,
      ).run(item.table, item.key, item.reason, now, ...params);
      db.prepare(`DELETE FROM ${item.table} WHERE ${clause}`).run(...params);
    }
    for (const item of found) if (item.table === 'gates') restoreLatestVersion(db, item.key);
  })();
  for (const item of found) log(`Quarantined ${item.table} record ${JSON.stringify(item.key)}: ${item.reason}`);
  return found;
}

// Depth first: SQLite's json_valid also fails past its own nesting limit, which would hide the real reason.
function problemOf(row: ScanRow, maxBytes: number | undefined): string | undefined {
  if (findTooDeepInText(row.record, MAX_BODY_DEPTH)) return `nested more than ${String(MAX_BODY_DEPTH)} levels deep`;
  if (row.isObject !== 1) return 'not a JSON object';
  if (maxBytes !== undefined && row.bytes > maxBytes) return `larger than ${String(maxBytes / 1024)} KB`;
  return undefined;
}

/**
 * Why a readable record is not the shape the API serves (its contract read schema), naming the first field at fault;
 * the stores then read every record as that shape without checking each one on every request.
 */
function shapeProblemOf(record: string, schema: z.ZodMiniType): string | undefined {
  const result = schema.safeParse(JSON.parse(record));
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'the record';
  return `not the shape the API serves (${field}: ${issue?.message ?? 'invalid'})`;
}

/** Makes the newest version left in the listing the gate's current record again, if there is one. */
function restoreLatestVersion(db: Database, id: string): void {
  const row = db
    .prepare<[string], { record: string }>(
      'SELECT record FROM gate_versions WHERE gate_id = ? ORDER BY version DESC LIMIT 1',
    )
    .get(id);
  const gate = row ? readRecord<Gate>(row.record) : undefined;
  if (gate) saveGateVersion(db, gate);
}
