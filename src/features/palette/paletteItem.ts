/** The kinds of things the palette finds, in the order their groups are listed when they rank alike. */
export const PALETTE_KINDS = [
  'gate',
  'layer',
  'autotune',
  'dynamic-config',
  'experiment',
  'event',
  'test-user',
  'page',
  'action',
] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];

/** One result: enough to show it, rank it, remember it and open it again later. */
export interface PaletteItem {
  kind: PaletteKind;
  /** The record's id (a gate id, an event name), the page's path or the action's name. */
  id: string;
  /** First line: the record's name, or its id when it has none. */
  label: string;
  /** Second line: description or id. */
  description?: string;
  /** Further words that find the item without being shown ("theme" for the colour action). */
  keywords?: readonly string[];
  /** "Open gate <typed id>": offered for an id no list could confirm; remembered by its id alone. */
  direct?: boolean;
}

/** Singular names of the kinds, shown beside each result. */
export const KIND_LABELS: Record<PaletteKind, string> = {
  gate: 'Gate',
  layer: 'Layer',
  autotune: 'Autotune',
  'dynamic-config': 'Dynamic config',
  experiment: 'Experiment',
  event: 'Event',
  'test-user': 'Test user',
  page: 'Page',
  action: 'Action',
};

/** Group headings of the kinds. */
export const KIND_GROUPS: Record<PaletteKind, string> = {
  gate: 'Gates',
  layer: 'Layers',
  autotune: 'Autotunes',
  'dynamic-config': 'Dynamic configs',
  experiment: 'Experiments',
  event: 'Event names',
  'test-user': 'Saved test users',
  page: 'Pages',
  action: 'Actions',
};

/** A stable key of an item across sources and reloads. */
export function itemKey(item: Pick<PaletteItem, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}
