import { Box, Fieldset, Group, Input, Radio, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useMetricSourceForm } from './formSection';
import { LazySqlEditor } from './LazySqlEditor';

const SQL_ID = 'metric-source-sql';

/** Name, description, tags, and where the data comes from: a SQL query or a warehouse table. */
export function SourceSection() {
  const { register, control, formState } = useMetricSourceForm();
  const { errors } = formState;
  const sourceType = useWatch({ control, name: 'sourceType' });
  return (
    <Fieldset legend="Source">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Unique among metric sources; metrics refer to the source by it."
          withAsterisk
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label="Tags"
              description="Press Enter after each tag."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.tags?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="sourceType"
          render={({ field }) => (
            <Radio.Group
              label="Source type"
              value={field.value}
              onChange={field.onChange}
              error={errors.sourceType?.message}
            >
              <Group gap="lg" mt="xs">
                <Radio value="query" label="SQL query" />
                <Radio value="table" label="Table" />
              </Group>
            </Radio.Group>
          )}
        />
        {sourceType === 'query' ? <SqlField /> : <TableFields />}
      </Stack>
    </Fieldset>
  );
}

function SqlField() {
  const { control, formState } = useMetricSourceForm();
  const error = formState.errors.sql?.message;
  return (
    <Controller
      control={control}
      name="sql"
      render={({ field }) => (
        <Input.Wrapper
          id={SQL_ID}
          labelElement="div"
          label="SQL"
          description="The query that returns one row per event, with the timestamp and id columns mapped below."
          withAsterisk
          error={error}
        >
          <Box
            mt={4}
            style={{
              border: `1px solid ${error === undefined ? 'var(--mantine-color-default-border)' : 'var(--mantine-color-error)'}`,
              borderRadius: 'var(--mantine-radius-sm)',
              overflow: 'hidden',
            }}
          >
            <LazySqlEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label="SQL"
              describedBy={error === undefined ? `${SQL_ID}-description` : `${SQL_ID}-error ${SQL_ID}-description`}
              invalid={error !== undefined}
              registerFocus={(focus) => {
                field.ref({ focus });
              }}
            />
          </Box>
        </Input.Wrapper>
      )}
    />
  );
}

function TableFields() {
  const { register, formState } = useMetricSourceForm();
  const { errors } = formState;
  return (
    <>
      <TextInput
        label="Table name"
        description="The warehouse table, qualified as the warehouse expects (schema.table)."
        withAsterisk
        autoComplete="off"
        error={errors.tableName?.message}
        {...register('tableName')}
      />
      <TextInput
        label="Date partition column"
        description="Optional: the column the table is partitioned by date on, so loads read only the days they need."
        autoComplete="off"
        error={errors.datePartitionColumn?.message}
        {...register('datePartitionColumn')}
      />
    </>
  );
}
