import {
  Button,
  type ComboboxData,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { ComponentProps } from 'react';
import { applyListEdit } from './listEdit';
import { urlListItems, urlText } from './searchFields';
import { UrlSearchInput } from './UrlSearchInput';
import type { UrlFilterChange, UrlFilterValue } from './useUrlFilters';

interface FieldBase {
  /** The search param it reads and writes. */
  key: string;
  label: string;
  description?: string;
}

/** One control of a filter bar; its kind decides the input and whether its value is one text or a list. */
export type UrlFilterField = FieldBase &
  (
    | { kind: 'text'; clearLabel: string; placeholder?: string; description: string }
    | { kind: 'select'; data: ComboboxData; placeholder: string; disabled?: boolean }
    | { kind: 'multiselect'; data: ComboboxData; placeholder?: string }
    | { kind: 'tags'; placeholder: string }
    | { kind: 'date' }
  );

interface UrlFilterBarProps {
  fields: readonly UrlFilterField[];
  /** The values in the address, by key (other params of the page may be among them). */
  values: Readonly<Record<string, unknown>>;
  /** Writes changed values (useUrlFilters); a cleared control writes undefined. */
  onChange: (change: UrlFilterChange) => void;
  cols?: ComponentProps<typeof SimpleGrid>['cols'];
}

const isList = (field: UrlFilterField) => field.kind === 'multiselect' || field.kind === 'tags';
const isSet = (field: UrlFilterField, value: unknown) =>
  isList(field) ? urlListItems(value).length > 0 : urlText(value) !== '';

function FilterControl({
  field,
  value,
  onChange,
}: {
  field: UrlFilterField;
  value: unknown;
  onChange: UrlFilterBarProps['onChange'];
}) {
  const write = (next: UrlFilterValue) => {
    onChange({ [field.key]: next });
  };
  // A list control's change is applied to the address's latest list, not replaced by what the page showed; the
  // items are read as the address's are, so "a, b" typed or pasted at once becomes two.
  const shown = urlListItems(value);
  const writeList = (next: string[]) => {
    onChange({ [field.key]: (latest) => applyListEdit(urlListItems(latest), shown, urlListItems(next)) });
  };
  const { label, description } = field;
  switch (field.kind) {
    case 'text':
      return (
        <UrlSearchInput
          label={label}
          description={field.description}
          placeholder={field.placeholder}
          clearLabel={field.clearLabel}
          value={urlText(value)}
          onSearch={write}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          description={description}
          placeholder={field.placeholder}
          clearable
          disabled={field.disabled}
          data={field.data}
          value={urlText(value) || null}
          onChange={(next) => {
            write(next ?? undefined);
          }}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          label={label}
          description={description}
          placeholder={field.placeholder}
          clearable
          data={field.data}
          value={shown}
          onChange={writeList}
        />
      );
    case 'tags':
      return (
        <TagsInput
          label={label}
          description={description}
          placeholder={field.placeholder}
          clearable
          value={shown}
          onChange={writeList}
        />
      );
    case 'date':
      return (
        <TextInput
          type="date"
          label={label}
          description={description}
          value={urlText(value)}
          onChange={(event) => {
            write(event.currentTarget.value);
          }}
        />
      );
  }
}

/**
 * A page's filters, every value in the address so a reload or a link keeps the view: text boxes (written after a
 * pause in typing), selects, multi-selects and tag inputs, and "Clear filters" once any is set, which clears only
 * these keys (a page's other params, such as the chosen user, stay).
 */
export function UrlFilterBar({ fields, values, onChange, cols = { base: 1, sm: 3 } }: UrlFilterBarProps) {
  const anySet = fields.some((field) => isSet(field, values[field.key]));
  return (
    <Stack gap="xs" w="100%">
      <SimpleGrid cols={cols} spacing="sm">
        {fields.map((field) => (
          <FilterControl key={field.key} field={field} value={values[field.key]} onChange={onChange} />
        ))}
      </SimpleGrid>
      {anySet && (
        <Group>
          <Button
            variant="subtle"
            onClick={() => {
              onChange(Object.fromEntries(fields.map((field) => [field.key, undefined])));
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
