import { UrlFilterBar, type UrlFilterField } from '../../ui/UrlFilterBar';
import { useUrlFilters } from '../../ui/useUrlFilters';
import type { WhatUserSeesSearch } from './whatUserSeesSearch';

const FIELDS: UrlFilterField[] = [
  {
    kind: 'text',
    key: 'q',
    label: 'Filter',
    description: 'Matches the id, name and the reason in words.',
    clearLabel: 'Clear filter',
  },
  {
    kind: 'select',
    key: 'result',
    label: 'Result',
    placeholder: 'Any result',
    data: [
      { value: 'pass', label: 'Passes' },
      { value: 'fail', label: 'Fails' },
      { value: 'unknown', label: 'Unknown' },
    ],
  },
  {
    kind: 'select',
    key: 'kind',
    label: 'Kind',
    placeholder: 'Gates and configs',
    data: [
      { value: 'gate', label: 'Gates' },
      { value: 'dynamic_config', label: 'Dynamic configs' },
    ],
  },
];

/** Filter text, result and kind: the page's filters, kept in the URL (the chosen user stays on Clear). */
export function WhatUserSeesFilters({ search }: { search: WhatUserSeesSearch }) {
  return <UrlFilterBar fields={FIELDS} values={search} onChange={useUrlFilters()} />;
}
