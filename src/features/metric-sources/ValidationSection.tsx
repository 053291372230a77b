import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useMetricSourceForm } from './formSection';
import type { MetricSourceFormValues } from './metricSourceFormSchema';
import { SwitchField } from '../../ui/SwitchField';
import { PairRows } from './PairRows';

/** Skipping the service's SQL check, and then the columns the source returns, each with its type. */
export function ValidationSection() {
  const { control } = useMetricSourceForm();
  const skip = useWatch({ control, name: 'skip_validation' });
  return (
    <Fieldset legend="Validation">
      <Stack gap="md">
        <SwitchField<MetricSourceFormValues>
          name="skip_validation"
          label="Skip validation"
          description="Save without the service running the query to check it; you then list the columns it returns. Not every project has this option."
        />
        {skip && <ColumnRows />}
      </Stack>
    </Fieldset>
  );
}

function ColumnRows() {
  const { control, register, formState } = useMetricSourceForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'columns' });
  const errors = formState.errors.columns;
  return (
    <PairRows
      title="Columns"
      description="Every column the source returns, each with its type, once each and including the timestamp column. Both are required on every row."
      headings={['Column name', 'Column type']}
      rowKeys={fields.map((field) => field.id)}
      rowName="column"
      minRows={1}
      addLabel="Add column"
      onAdd={() => {
        append({ name: '', type: '' });
      }}
      onRemove={remove}
      error={errors?.message ?? errors?.root?.message}
      renderRow={(index) => [
        <TextInput
          key="name"
          aria-label={`Name of column ${String(index + 1)}`}
          autoComplete="off"
          error={errors?.[index]?.name?.message}
          // A name decides whether another row repeats it and whether the timestamp column is listed.
          {...register(`columns.${index}.name`, { deps: ['timestampColumn', 'columns'] })}
        />,
        <TextInput
          key="type"
          aria-label={`Type of column ${String(index + 1)}`}
          autoComplete="off"
          error={errors?.[index]?.type?.message}
          {...register(`columns.${index}.type`)}
        />,
      ]}
    />
  );
}
