import type { Paged } from '../../contract/envelope';
import type { Layer } from '../../contract/layer';

/** The layer with this id among list pages already loaded, if any. */
export function findInLoadedPages(pages: readonly (Paged<Layer> | undefined)[], layerId: string): Layer | undefined {
  for (const page of pages) {
    const found = page?.items.find((layer) => layer.id === layerId);
    if (found) return found;
  }
  return undefined;
}

/** Where a page-by-page search stands after one page of the listing. */
type SearchStep = { kind: 'found'; layer: Layer } | { kind: 'next'; page: number } | { kind: 'missing' };

/**
 * Looks for the id in one page; asks for the next page while the listing says there is one. A page that comes
 * back empty ends the search even if the server claims more, so a wrong `nextPage` cannot loop forever.
 */
export function searchStep(result: Paged<Layer>, page: number, layerId: string): SearchStep {
  const layer = result.items.find((item) => item.id === layerId);
  if (layer) return { kind: 'found', layer };
  const { nextPage, totalItems, itemsPerPage } = result.pagination;
  const moreByCount = totalItems !== undefined && page * itemsPerPage < totalItems;
  const hasNext = nextPage !== null && nextPage !== undefined ? true : moreByCount;
  return hasNext && result.items.length > 0 ? { kind: 'next', page: page + 1 } : { kind: 'missing' };
}
