import type { Gate } from '../../../contract/gate';

/** Whether a gate's id or name contains the text, ignoring case: the embedded server's `search` rule. */
export function matchesSearch(gate: Pick<Gate, 'id' | 'name'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return gate.id.toLowerCase().includes(needle) || (gate.name ?? '').toLowerCase().includes(needle);
}

/** The rows to show for a search, and whether the server ignored it (so the page filtered them itself). */
export interface SearchedRows<T> {
  rows: T[];
  serverIgnoredSearch: boolean;
}

/**
 * An upstream may ignore `?search=`: a returned gate that does not match gives that away. The page
 * then keeps only the matches of the page it received and says so.
 */
export function applySearchFallback<T extends Pick<Gate, 'id' | 'name'>>(rows: T[], text: string): SearchedRows<T> {
  const matching = rows.filter((row) => matchesSearch(row, text));
  return { rows: matching, serverIgnoredSearch: matching.length < rows.length };
}
