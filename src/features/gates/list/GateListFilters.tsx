import type { GateListFilters } from '../../../client/queries/gateQueries';
import { GATE_STATUSES, GATE_TYPES } from '../../../contract/enums';
import { type UrlFilterField, UrlFilterBar } from '../../../ui/UrlFilterBar';
import { useUrlFilters } from '../../../ui/useUrlFilters';
import { gateTypeText } from './gateTypeText';

const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'lastModifiedTime', label: 'Last modified' },
  { value: 'createdTime', label: 'Created' },
  { value: 'checksPerHour', label: 'Checks per hour' },
];
const ORDER_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];
const ENABLED_OPTIONS = [
  { value: 'true', label: 'Enabled' },
  { value: 'false', label: 'Disabled' },
];

function gateFilterFields(sorted: boolean): UrlFilterField[] {
  return [
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Any status', data: [...GATE_STATUSES] },
    { kind: 'select', key: 'enabled', label: 'Switch', placeholder: 'On or off', data: ENABLED_OPTIONS },
    {
      kind: 'select',
      key: 'type',
      label: 'Type',
      placeholder: 'Any type',
      data: GATE_TYPES.map((type) => ({ value: type, label: gateTypeText(type) })),
    },
    {
      kind: 'tags',
      key: 'tags',
      label: 'Tags',
      description: 'Gates with every tag',
      placeholder: 'Type a tag, press Enter',
    },
    { kind: 'text', key: 'creator', label: 'Created by', description: 'Name or email', clearLabel: 'Clear creator' },
    {
      kind: 'text',
      key: 'modifier',
      label: 'Last modified by',
      description: 'Name or email',
      clearLabel: 'Clear last modifier',
    },
    { kind: 'select', key: 'sort', label: 'Sort by', placeholder: 'Last modified, newest first', data: SORT_OPTIONS },
    { kind: 'select', key: 'order', label: 'Order', placeholder: 'Ascending', data: ORDER_OPTIONS, disabled: !sorted },
  ];
}

/** The filters and order of the Gates list; every value lives in the URL, so a reload or a link keeps the view. */
export function GateListFilterControls({ filters }: { filters: GateListFilters }) {
  const change = useUrlFilters();
  return (
    <UrlFilterBar
      cols={{ base: 1, xs: 2, md: 4 }}
      fields={gateFilterFields(filters.sort !== undefined)}
      values={{ ...filters, enabled: filters.enabled === undefined ? undefined : String(filters.enabled) }}
      onChange={change}
    />
  );
}
