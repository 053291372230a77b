import { Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { KeyValueRows } from './KeyValueRows';
import type { TestUserFormValues } from './testUserFormSchema';

// The tiers the service names; a rule limited to other tiers reads "other environment".
const TIERS = ['production', 'staging', 'development'];

type TextField = Exclude<keyof TestUserFormValues, 'customIDs' | 'custom' | 'segments' | 'name' | 'environment'>;

const PAIRS: readonly (readonly [TextField, string, string?][])[] = [
  [
    ['userID', 'User ID'],
    ['email', 'Email'],
  ],
  [
    ['country', 'Country', 'Two-letter code, e.g. CA'],
    ['ip', 'IP address'],
  ],
  [
    ['appVersion', 'App version', 'e.g. 2.1.0'],
    ['browserName', 'Browser name'],
  ],
  [
    ['browserVersion', 'Browser version'],
    ['osName', 'OS name'],
  ],
];

/** The test user's fields: what the service's conditions read, the tier to evaluate in, and its segments. */
export function TestUserFields() {
  const { control, register } = useFormContext<TestUserFormValues>();
  return (
    <Stack gap="sm">
      {PAIRS.map((pair) => (
        <SimpleGrid key={pair.map(([field]) => field).join()} cols={2} spacing="sm">
          {pair.map(([field, label, description]) => (
            <TextInput key={field} size="xs" label={label} description={description} {...register(field)} />
          ))}
        </SimpleGrid>
      ))}
      <SimpleGrid cols={2} spacing="sm">
        <TextInput size="xs" label="OS version" {...register('osVersion')} />
        <Controller
          control={control}
          name="environment"
          render={({ field }) => (
            <Select
              size="xs"
              label="Environment tier"
              placeholder="Any tier"
              data={TIERS}
              clearable
              value={field.value === '' ? null : field.value}
              onChange={(value) => {
                field.onChange(value ?? '');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
      <KeyValueRows
        name="customIDs"
        title="Custom IDs"
        description="Units other than userID, e.g. stableID or companyID"
        keyLabel="ID type"
      />
      <KeyValueRows
        name="custom"
        title="Custom fields"
        description="Values custom field conditions read, e.g. plan"
        keyLabel="Field"
      />
      <Controller
        control={control}
        name="segments"
        render={({ field }) => (
          <TagsInput
            size="xs"
            label="Segments the user is in"
            description="The API does not say who is in a segment: a segment not listed counts as not in"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
          />
        )}
      />
    </Stack>
  );
}
