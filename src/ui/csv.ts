// CSV as spreadsheets read it (RFC 4180), for every export the console writes.

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...), +cmd|...), so such a cell
// gets a leading apostrophe, which spreadsheets show as text. Tab and carriage return start formulas in some too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula starts defused, then quoted (inner quotes doubled) when it holds a quote, comma or line break. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
