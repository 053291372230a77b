import { countText } from '../../ui/countText';

interface SearchCounts {
  /** Rules on the page so far. */
  loaded: number;
  /** Rules the config has. */
  total: number;
  /** Rules matching the search; null when there is no search. */
  matched: number | null;
  query: string;
}

const rules = (n: number) => `${countText(n)} rule${n === 1 ? '' : 's'}`;

/** The line under the search box: how many rules there are, or how many match, in words. */
export function searchSummary({ loaded, total, matched, query }: SearchCounts): string {
  if (matched === null) return total === 0 ? 'No rules: every unit gets the default value.' : rules(total);
  const partial = loaded < total ? ` (searched the first ${countText(loaded)} so far)` : '';
  if (matched === 0) return `No rule matches “${query.trim()}”${partial}`;
  return `${countText(matched)} of ${rules(loaded < total ? loaded : total)} match “${query.trim()}”${partial}`;
}
