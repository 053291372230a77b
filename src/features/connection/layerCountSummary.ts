import type { Pagination } from '../../contract/envelope';

/** "Found 12 layers" from a one-item page; without a total, the items seen and whether more exist. */
export function layerCountSummary(itemCount: number, pagination: Pagination): string {
  const total = pagination.totalItems;
  if (total !== undefined) return `Found ${total} ${total === 1 ? 'layer' : 'layers'}`;
  const more = pagination.nextPage ? ' or more' : '';
  return `Found ${itemCount}${more} ${itemCount === 1 && more === '' ? 'layer' : 'layers'}`;
}
