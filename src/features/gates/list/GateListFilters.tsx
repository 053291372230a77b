import { Select, SimpleGrid, TagsInput } from '@mantine/core';
import type { GateListFilters } from '../../../client/queries/gateQueries';
import { GATE_STATUSES, GATE_TYPES } from '../../../contract/enums';
import { UrlSearchInput } from '../../../ui/UrlSearchInput';
import { gateTypeText } from './gateTypeText';
import type { GatesSearch } from './gatesSearch';

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

interface GateListFiltersProps {
  filters: GateListFilters;
  /** Writes a change into the URL; the list starts again at its first page. */
  onChange: (change: Partial<GatesSearch>) => void;
}

/** The filters and order of the Gates list; every value lives in the URL, so a reload or a link keeps the view. */
export function GateListFilterControls({ filters, onChange }: GateListFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={[...GATE_STATUSES]}
        value={filters.status ?? null}
        onChange={(value) => {
          onChange({ status: value ?? undefined });
        }}
      />
      <Select
        label="Type"
        placeholder="Any type"
        clearable
        data={GATE_TYPES.map((type) => ({ value: type, label: gateTypeText(type) }))}
        value={filters.type ?? null}
        onChange={(value) => {
          onChange({ type: value ?? undefined });
        }}
      />
      <TagsInput
        label="Tags"
        description="Gates with every tag"
        placeholder="Type a tag, press Enter"
        clearable
        value={[...(filters.tags ?? [])]}
        onChange={(tags) => {
          onChange({ tags: tags.length === 0 ? undefined : tags.join(',') });
        }}
      />
      <UrlSearchInput
        label="Created by"
        description="Name or email"
        clearLabel="Clear creator"
        value={filters.creator ?? ''}
        onSearch={(text) => {
          onChange({ creator: text || undefined });
        }}
      />
      <UrlSearchInput
        label="Last modified by"
        description="Name or email"
        clearLabel="Clear last modifier"
        value={filters.modifier ?? ''}
        onSearch={(text) => {
          onChange({ modifier: text || undefined });
        }}
      />
      <Select
        label="Sort by"
        placeholder="Last modified, newest first"
        clearable
        data={SORT_OPTIONS}
        value={filters.sort ?? null}
        onChange={(value) => {
          onChange({ sort: (value ?? undefined) as GatesSearch['sort'] });
        }}
      />
      <Select
        label="Order"
        placeholder="Ascending"
        clearable
        disabled={filters.sort === undefined}
        data={ORDER_OPTIONS}
        value={filters.order ?? null}
        onChange={(value) => {
          onChange({ order: (value ?? undefined) as GatesSearch['order'] });
        }}
      />
    </SimpleGrid>
  );
}
