import { readItems, type UnreadableRecord } from '../../../client/readItems';
import { GateSchema } from '../../../contract/gate';
import type { GateRow } from '../../../contract/gateRow';

interface RowsPage {
  items: GateRow[];
  unreadable?: readonly UnreadableRecord[];
}

/**
 * A page of rows with each whole record checked by GateSchema (rules, conditions, review settings...): a record that
 * fails leaves the rows and is named with the page's other unreadable records, as the list does for any record.
 */
export function checkGateRows<Page extends RowsPage>(page: Page): Page {
  const { items, unreadable } = readItems(page.items, GateSchema);
  if (unreadable.length === 0) return page;
  return { ...page, items, unreadable: [...(page.unreadable ?? []), ...unreadable] };
}
