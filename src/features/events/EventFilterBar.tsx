import { Group } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { PlainButton } from '../../ui/PlainButton';
import { PlainSelect, PlainTextInput } from '../../ui/plainInput';
import type { EventFilters } from './eventSearch';

interface EventFilterBarProps {
  filters: EventFilters;
  sources: readonly string[];
  onChange: (filters: EventFilters) => void;
}

const ALL_SOURCES = '';

// Mantine's `w` style prop, as plain styles: the fields are drawn as Mantine's inputs without Mantine's Input code,
// which the first rows do not need (ui/plainInput).
const width = (rem: number) => ({ width: `calc(${String(rem)}rem * var(--mantine-scale))` });
const USER_STYLE = width(12.5);
const SOURCE_STYLE = width(10);
const META_STYLE = width(15);

/** Filters on the loaded events: user id, source and metadata text. */
export function EventFilterBar({ filters, sources, onChange }: EventFilterBarProps) {
  const active = filters.user !== '' || filters.source !== '' || filters.meta !== '';
  // A source chosen through a link stays selectable even when the loaded events do not have it.
  const options = filters.source === '' || sources.includes(filters.source) ? sources : [...sources, filters.source];
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <PlainTextInput
        label="User ID contains"
        value={filters.user}
        onChange={(event) => {
          onChange({ ...filters, user: event.currentTarget.value });
        }}
        style={USER_STYLE}
      />
      <PlainSelect
        label="Source"
        rightSection={<IconSelector size={14} aria-hidden />}
        value={filters.source}
        onChange={(event) => {
          onChange({ ...filters, source: event.currentTarget.value });
        }}
        style={SOURCE_STYLE}
      >
        <option value={ALL_SOURCES}>All sources</option>
        {options.map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </PlainSelect>
      <PlainTextInput
        label="Metadata contains"
        placeholder="e.g. referrer=google"
        value={filters.meta}
        onChange={(event) => {
          onChange({ ...filters, meta: event.currentTarget.value });
        }}
        style={META_STYLE}
      />
      <PlainButton
        variant="default"
        disabled={!active}
        onClick={() => {
          onChange({ user: '', source: '', meta: '' });
        }}
      >
        Clear filters
      </PlainButton>
    </Group>
  );
}
