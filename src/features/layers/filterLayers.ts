import type { Layer } from '../../contract/layer';

/** The layers whose id, description or one of whose tags contains the text, ignoring case; all for blank text. */
export function filterLayers(layers: readonly Layer[], text: string): Layer[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...layers];
  return layers.filter(
    (layer) =>
      layer.id.toLowerCase().includes(needle) ||
      layer.description.toLowerCase().includes(needle) ||
      layer.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}
