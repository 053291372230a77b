import { Button, Group, InputBase, TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { EventFilters } from './eventSearch';

interface EventFilterBarProps {
  filters: EventFilters;
  sources: readonly string[];
  onChange: (filters: EventFilters) => void;
}

const ALL_SOURCES = '';

/** Filters on the loaded events: user id, source and metadata text. */
export function EventFilterBar({ filters, sources, onChange }: EventFilterBarProps) {
  const active = filters.user !== '' || filters.source !== '' || filters.meta !== '';
  // A source chosen through a link stays selectable even when the loaded events do not have it.
  const options = filters.source === '' || sources.includes(filters.source) ? sources : [...sources, filters.source];
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput
        label="User ID contains"
        value={filters.user}
        onChange={(event) => {
          onChange({ ...filters, user: event.currentTarget.value });
        }}
        w={200}
      />
      {/* A native select in Mantine's input, as the pager's page size: NativeSelect would bring Combobox code. */}
      <InputBase
        component="select"
        label="Source"
        pointer
        rightSection={<IconSelector size={14} aria-hidden />}
        rightSectionPointerEvents="none"
        value={filters.source}
        onChange={(event) => {
          onChange({ ...filters, source: event.currentTarget.value });
        }}
        w={160}
      >
        <option value={ALL_SOURCES}>All sources</option>
        {options.map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </InputBase>
      <TextInput
        label="Metadata contains"
        placeholder="e.g. referrer=google"
        value={filters.meta}
        onChange={(event) => {
          onChange({ ...filters, meta: event.currentTarget.value });
        }}
        w={240}
      />
      <Button
        variant="default"
        disabled={!active}
        onClick={() => {
          onChange({ user: '', source: '', meta: '' });
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
