/** A page's one h1 and its sentence about what the page is for. */
export interface PageHeader {
  title: string;
  description: string;
}

/**
 * The header of each list page, by route id. The page shows it, and so does the route's pending view, so the header
 * paints with the shell's first frame instead of after the page's script and rows. Text only: this is in the shell.
 */
const LIST_PAGE_HEADERS = {
  '/gates/': {
    title: 'Gates',
    description: 'Search gates, see their status at a glance and open one to edit its rules and review its history.',
  },
  '/layers/': {
    title: 'Layers',
    description:
      'Browse layers and open one to see its parameters and the values each targeting gate and holdout sets.',
  },
  '/dynamic-configs/': {
    title: 'Dynamic configs',
    description: 'Open a dynamic config to read its rules, their conditions and the values they return.',
  },
  '/autotunes/': {
    title: 'Autotunes',
    description:
      'Each autotune shifts traffic to the variant that wins on its success event. Open one to see its variants and targeting.',
  },
  '/metric-sources/': {
    title: 'Metric sources',
    description: 'The tables and queries metrics are built on, newest first. Open one to read its SQL and mappings.',
  },
} as const satisfies Record<string, PageHeader>;

/** Pages titled by a record named in their address: the title is that parameter as the address has it. */
const RECORD_PAGE_HEADERS = {
  '/events/$eventName/': {
    param: 'eventName',
    description: 'What arrives under this event name, and the metrics built on it.',
  },
} as const satisfies Record<string, { param: string; description: string }>;

/** Whether the route is one of the list pages above, whose header is the largest thing their first frame paints. */
export function isListPage(routeId: string): boolean {
  return routeId in LIST_PAGE_HEADERS;
}

/** The header of the list page (or record page above) with this route id; undefined for any other page. */
export function listPageHeader(routeId: string, params: Partial<Record<string, string>> = {}): PageHeader | undefined {
  const record = (RECORD_PAGE_HEADERS as Partial<Record<string, { param: string; description: string }>>)[routeId];
  const title = record && params[record.param];
  if (record && title !== undefined) return { title, description: record.description };
  return (LIST_PAGE_HEADERS as Partial<Record<string, PageHeader>>)[routeId];
}
