import type { StaleRow } from './staleRows';

/** One CSV field: quoted when it holds a comma, quote or line break, its quotes doubled (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

// A field starting with these would run as a formula when the file is opened in a spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const HEADER = ['id', 'name', 'type', 'status', 'last modified (UTC)', 'checks per hour', 'reasons'];

/** The rows as CSV, one line per gate, its reasons joined by "; "; lines end CRLF as the format asks. */
export function staleGatesCsv(rows: readonly StaleRow[]): string {
  const lines = rows.map(({ gate, reasons }) =>
    [
      gate.id,
      gate.name ?? '',
      gate.type ?? '',
      gate.status ?? '',
      gate.lastModifiedTime === undefined ? '' : new Date(gate.lastModifiedTime).toISOString(),
      gate.checksPerHour === undefined ? '' : String(gate.checksPerHour),
      reasons.map((reason) => reason.words).join('; '),
    ]
      .map((value) => csvField(safeText(value)))
      .join(','),
  );
  return [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
