import { Group, Loader, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { searchSummary } from './searchSummary';

interface RuleSearchBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Rules on the page so far (the first page until the rest arrive). */
  loaded: number;
  total: number;
  /** How many rules match the search; null when there is no search. */
  matched: number | null;
  /** The matches shown belong to an earlier query while the new one is being worked out. */
  searching: boolean;
}

/** The search box over a config's rules, kept in view while the rules scroll under it. */
export function RuleSearchBar({ query, onQueryChange, loaded, total, matched, searching }: RuleSearchBarProps) {
  return (
    <Paper
      py="sm"
      mb="sm"
      radius={0}
      style={{
        position: 'sticky',
        top: 'var(--app-shell-header-offset, 0px)',
        zIndex: 2,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="search"
          label="Search rules"
          description="Rule name, condition value or return value"
          placeholder='e.g. Store 0042 or "radiusKm": 24'
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
          value={query}
          onChange={(event) => {
            onQueryChange(event.currentTarget.value);
          }}
          style={{ flex: '1 1 320px', maxWidth: 560 }}
        />
        <Text size="sm" role="status" pb={6}>
          {searchSummary({ loaded, total, matched, query })}
        </Text>
      </Group>
    </Paper>
  );
}
