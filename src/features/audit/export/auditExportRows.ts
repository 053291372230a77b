import type { AuditEntry } from '../../../contract/auditLog';
import { csvLine } from '../../../ui/csv';
import { auditEntryWords } from '../auditEntryWords';

/** The two file formats of an export. */
export type AuditExportFormat = 'csv' | 'jsonl';

const CSV_COLUMNS = ['time', 'person', 'action', 'entity type', 'entity id', 'summary', 'changes'] as const;

export const CSV_HEADER = csvLine(CSV_COLUMNS);

/** The entry's sentence and each field's change, as the page shows them, on one line. */
function summary(entry: AuditEntry): string {
  const words = auditEntryWords(entry);
  return [words.sentence, ...words.changes].join('; ');
}

/** One entry as a CSV record: ISO time, who, action type, entity kind and id, the change in words, `changes` as JSON. */
export function csvRow(entry: AuditEntry): string {
  return csvLine([
    new Date(entry.timestamp).toISOString(),
    entry.updatedBy,
    entry.actionType,
    auditEntryWords(entry).kind,
    entry.name,
    summary(entry),
    JSON.stringify(entry.changes),
  ]);
}

/** One entry as read from the server (unknown fields kept), as one line of JSON. */
export function jsonlRow(entry: AuditEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/** What a page of entries adds to the file. */
export function pageText(format: AuditExportFormat, entries: readonly AuditEntry[]): string {
  return entries.map(format === 'csv' ? csvRow : jsonlRow).join('');
}

/** The file's name, type and first text (the CSV header); the time keeps two exports from overwriting each other. */
export function exportFileOf(format: AuditExportFormat, now: Date) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return format === 'csv'
    ? { name: `audit-log-${stamp}.csv`, type: 'text/csv', extension: '.csv', description: 'CSV', start: CSV_HEADER }
    : {
        name: `audit-log-${stamp}.jsonl`,
        type: 'application/jsonl',
        extension: '.jsonl',
        description: 'JSON lines',
        start: '',
      };
}
