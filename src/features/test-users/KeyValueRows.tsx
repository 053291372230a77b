import { useId } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TestUserFormValues } from './testUserFormSchema';

interface KeyValueRowsProps {
  name: 'customIDs' | 'custom';
  title: string;
  description: string;
  /** What a row's name is ("ID type", "Field"), for its label. */
  keyLabel: string;
}

/** Editable name/value rows (custom ids, custom fields), each input labelled with its row. */
export function KeyValueRows({ name, title, description, keyLabel }: KeyValueRowsProps) {
  const titleId = useId();
  const { control, register, formState } = useFormContext<TestUserFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = formState.errors[name];
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      <div>
        <Text id={titleId} fw={500} size="sm">
          {title}
        </Text>
        <Text c="dimmed" size="xs">
          {description}
        </Text>
      </div>
      {fields.map((field, index) => (
        <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            size="xs"
            label={`${keyLabel} ${String(index + 1)}`}
            error={errors?.[index]?.key?.message}
            {...register(`${name}.${index}.key`)}
          />
          <TextInput flex={1} size="xs" label={`Value ${String(index + 1)}`} {...register(`${name}.${index}.value`)} />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={22}
            aria-label={`Remove ${title.toLowerCase()} row ${String(index + 1)}`}
            onClick={() => {
              remove(index);
            }}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            append({ key: '', value: '' });
          }}
        >
          Add {title.toLowerCase().replace(/s$/, '')}
        </Button>
      </div>
    </Stack>
  );
}
