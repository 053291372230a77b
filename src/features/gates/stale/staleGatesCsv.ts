import { csvLine } from '../../../ui/csv';
import type { StaleRow } from './staleRows';

const HEADER = ['id', 'name', 'type', 'status', 'last modified (UTC)', 'checks per hour', 'reasons'];

/** The rows as CSV, one line per gate, its reasons joined by "; "; lines end CRLF as the format asks. */
export function staleGatesCsv(rows: readonly StaleRow[]): string {
  const lines = rows.map(({ gate, reasons }) =>
    csvLine([
      gate.id,
      gate.name ?? '',
      gate.type ?? '',
      gate.status ?? '',
      gate.lastModifiedTime === undefined ? '' : new Date(gate.lastModifiedTime).toISOString(),
      gate.checksPerHour === undefined ? '' : String(gate.checksPerHour),
      reasons.map((reason) => reason.words).join('; '),
    ]),
  );
  return [csvLine(HEADER), ...lines].join('');
}
