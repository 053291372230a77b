// A recorded event checked without zod: an event name's page reads its first rows through this check, and zod is
// not part of that page's first code. EventRecordSchema is small enough to be checked here in whole, so nothing is
// checked again later; eventRecordCheck.test.ts holds this check to the schema on the same inputs.
import { type CheckIssue, type CheckResult, type DataCheck, isRecord, typeIssue } from './dataCheck';
import type { EventRecord } from './event';

// In EventRecordSchema's order, so the issues come in the order the schema gives them.
const TEXT_FIELDS: [field: keyof EventRecord, required: boolean][] = [
  ['timestamp', true],
  ['name', true],
  ['source', false],
  ['value', false],
  ['userID', false],
];

/** An event as EventRecordSchema reads it: unknown fields kept, absent metadata an empty object. */
export const EventRecordCheck: DataCheck<EventRecord> = {
  safeParse: (value): CheckResult<EventRecord> => {
    if (!isRecord(value)) return { success: false, error: { issues: [typeIssue([], 'object', value)] } };
    const issues: CheckIssue[] = [];
    for (const [field, required] of TEXT_FIELDS) {
      const text = value[field];
      if (typeof text !== 'string' && (required || text !== undefined)) issues.push(typeIssue([field], 'string', text));
    }
    const metadata = value.metadata === undefined ? {} : value.metadata;
    if (!isRecord(metadata)) issues.push(typeIssue(['metadata'], 'record', metadata));
    if (issues.length > 0) return { success: false, error: { issues } };
    // The schema's fields first, then the unknown ones, as zod builds it: "Copy as JSON" writes them in this order.
    const data: Record<string, unknown> = {};
    for (const [field] of TEXT_FIELDS) if (field in value) data[field] = value[field];
    data.metadata = metadata;
    for (const [field, kept] of Object.entries(value)) if (!(field in data)) data[field] = kept;
    return { success: true, data: data as EventRecord };
  },
};
