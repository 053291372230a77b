import { Group, Select } from '@mantine/core';
import { UrlSearchInput } from '../../ui/UrlSearchInput';
import { KIND_FILTERS, RESULT_FILTERS, type WhatUserSeesSearch } from './whatUserSeesSearch';

const RESULT_OPTIONS = [
  { value: 'pass', label: 'Passes' },
  { value: 'fail', label: 'Fails' },
  { value: 'unknown', label: 'Unknown' },
];
const KIND_OPTIONS = [
  { value: 'gate', label: 'Gates' },
  { value: 'dynamic_config', label: 'Dynamic configs' },
];

const isResult = (value: string | null) => RESULT_FILTERS.find((result) => result === value);
const isKind = (value: string | null) => KIND_FILTERS.find((kind) => kind === value);

interface WhatUserSeesFiltersProps {
  search: WhatUserSeesSearch;
  /** Writes the changed filters to the URL; the rows start again on page 1. */
  onChange: (filters: Pick<WhatUserSeesSearch, 'q' | 'result' | 'kind'>) => void;
}

/** Filter text, result and kind: the page's filters, kept in the URL. */
export function WhatUserSeesFilters({ search, onChange }: WhatUserSeesFiltersProps) {
  return (
    <Group align="flex-end" mb="xs" wrap="wrap">
      <UrlSearchInput
        label="Filter"
        description="Matches the id, name and the reason in words."
        clearLabel="Clear filter"
        value={search.q ?? ''}
        onSearch={(q) => {
          onChange({ q: q === '' ? undefined : q });
        }}
      />
      <Select
        label="Result"
        placeholder="Any result"
        data={RESULT_OPTIONS}
        value={search.result ?? null}
        onChange={(value) => {
          onChange({ result: isResult(value) });
        }}
        clearable
        w={160}
      />
      <Select
        label="Kind"
        placeholder="Gates and configs"
        data={KIND_OPTIONS}
        value={search.kind ?? null}
        onChange={(value) => {
          onChange({ kind: isKind(value) });
        }}
        clearable
        w={200}
      />
    </Group>
  );
}
