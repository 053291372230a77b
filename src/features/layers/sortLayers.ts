import type { Layer } from '../../contract/layer';
import type { LayerSortKey, SortDirection } from './layersSearch';

function sortValue(layer: Layer, key: LayerSortKey): string | number {
  switch (key) {
    case 'id':
      return layer.id;
    case 'description':
      return layer.description;
    case 'idType':
      return layer.idType ?? '';
    case 'implicit':
      return layer.isImplicitLayer === true ? 1 : 0;
    case 'tags':
      return layer.tags.join(', ');
    case 'team':
      return layer.team ?? '';
    case 'parameters':
      return layer.parameters.length;
    case 'lastModified':
      return layer.lastModifiedTime ?? 0;
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A sorted copy; ties keep the server's order so equal rows do not jump about. */
export function sortLayers(layers: readonly Layer[], key: LayerSortKey, direction: SortDirection): Layer[] {
  const sign = direction === 'asc' ? 1 : -1;
  return layers
    .map((layer, index) => ({ layer, index }))
    .sort((a, b) => {
      const left = sortValue(a.layer, key);
      const right = sortValue(b.layer, key);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ layer }) => layer);
}

/** The sort after a click on a column header: a new column starts ascending, the same column flips. */
export function nextSort(
  current: { key: LayerSortKey; direction: SortDirection } | undefined,
  clicked: LayerSortKey,
): { key: LayerSortKey; direction: SortDirection } {
  if (current?.key !== clicked) return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
