import type { EntityInView } from './useEntityInView';
import type { PaletteItem } from './paletteItem';

/** The app's pages; `id` is the path the router opens. */
export const PAGE_ITEMS = [
  {
    kind: 'page',
    id: '/gates',
    label: 'Gates',
    description: 'Search and open feature gates',
    keywords: ['flags', 'feature flags'],
  },
  { kind: 'page', id: '/layers', label: 'Layers', description: 'Layers and their parameters' },
  {
    kind: 'page',
    id: '/autotunes',
    label: 'Autotunes',
    description: 'Multi-armed bandits and their variants',
    keywords: ['bandits'],
  },
  { kind: 'page', id: '/dynamic-configs', label: 'Dynamic configs', description: 'Configs and their rules' },
  {
    kind: 'page',
    id: '/experiments',
    label: 'Experiments',
    description: 'Warehouse-native experiments and pulse loads',
    keywords: ['pulse'],
  },
  {
    kind: 'page',
    id: '/metric-sources',
    label: 'Metric sources',
    description: 'Sources metrics are built on: SQL and tables',
    keywords: ['sql', 'warehouse'],
  },
  {
    kind: 'page',
    id: '/audit',
    label: 'Audit log',
    description: 'Every change: when, who, what',
    keywords: ['history'],
  },
  {
    kind: 'page',
    id: '/events',
    label: 'Events',
    description: 'Event explorer and metrics',
    keywords: ['metrics', 'explorer'],
  },
  {
    kind: 'page',
    id: '/stale-gates',
    label: 'Stale gates',
    description: 'Gates that look finished or forgotten: archive or keep',
    keywords: ['cleanup', 'archive', 'unused'],
  },
  { kind: 'page', id: '/what-user-sees', label: 'What does this user see?', description: 'Test a user everywhere' },
] as const satisfies readonly PaletteItem[];

export const ACTION_IDS = [
  'new-gate',
  'new-autotune',
  'new-metric-source',
  'color-scheme',
  'connection',
  'shortcuts',
  'test-user',
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

/** "Test a user" for the gate or config in view; offered only on such a page. */
export function testUserAction(entity: EntityInView | undefined): PaletteItem[] {
  if (entity === undefined) return [];
  return [
    {
      kind: 'action',
      id: 'test-user',
      label: `Test a user on ${entity.noun} ${entity.id}`,
      description: 'Open the Test a user panel: which rule decides for a unit',
      keywords: ['evaluate', 'test user', 'playground', 'which rule'],
    },
  ];
}

/** The actions; the colour action's label names the scheme it switches to. */
export function actionItems(colorScheme: 'light' | 'dark'): PaletteItem[] {
  const other = colorScheme === 'dark' ? 'light' : 'dark';
  const actions: (PaletteItem & { id: ActionId })[] = [
    {
      kind: 'action',
      id: 'new-gate',
      label: 'New gate',
      description: 'Create a feature gate',
      keywords: ['create', 'flag'],
    },
    {
      kind: 'action',
      id: 'new-autotune',
      label: 'New autotune',
      description: 'Create an autotune step by step',
      keywords: ['create'],
    },
    {
      kind: 'action',
      id: 'new-metric-source',
      label: 'New metric source',
      description: 'Create a metric source from SQL or a table',
      keywords: ['create'],
    },
    {
      kind: 'action',
      id: 'color-scheme',
      label: `Switch to ${other} mode`,
      description: 'Colour scheme of this console on this device',
      keywords: ['theme', 'dark', 'light', 'colour', 'color'],
    },
    {
      kind: 'action',
      id: 'connection',
      label: 'Connection',
      description: 'Base URL and API key',
      keywords: ['api key', 'settings'],
    },
    {
      kind: 'action',
      id: 'shortcuts',
      label: 'Keyboard shortcuts',
      description: 'Every shortcut of the console',
      keywords: ['keys', 'help', 'hotkeys'],
    },
  ];
  return actions;
}
