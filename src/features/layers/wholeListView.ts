import type { Layer } from '../../contract/layer';
import { pageOfItems, type ItemsPage } from '../../ui/pageOfItems';
import { filterLayers } from './filterLayers';
import type { LayerSortKey, SortDirection } from './layersSearch';
import { sortLayers } from './sortLayers';

interface WholeListRequest {
  filter: string;
  sort: { key: LayerSortKey; direction: SortDirection } | undefined;
  page: number;
  limit: number;
}

/** The page to show of every layer, filtered and sorted, and how many layers matched the filter. */
export function wholeListView(
  layers: readonly Layer[],
  { filter, sort, page, limit }: WholeListRequest,
): ItemsPage<Layer> & { matched: number } {
  const filtered = filterLayers(layers, filter);
  const ordered = sort ? sortLayers(filtered, sort.key, sort.direction) : filtered;
  return { ...pageOfItems(ordered, page, limit), matched: ordered.length };
}

/** One sentence on what the whole-list view covers, e.g. "3 of 15 layers match the filter." */
export function matchSummary(matched: number, total: number, filtered: boolean): string {
  const layers = (count: number) => (count === 1 ? '1 layer' : `${String(count)} layers`);
  if (!filtered) return `Sorted across all ${layers(total)}.`;
  if (matched === total) return `All ${layers(total)} match the filter.`;
  return `${String(matched)} of ${layers(total)} ${matched === 1 ? 'matches' : 'match'} the filter.`;
}
