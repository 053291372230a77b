import { Autocomplete, Fieldset, Stack, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { BUILTIN_ID_TYPES } from '../../contract/recordEnums';
import { useMetricSourceForm } from './formSection';
import { PairRows } from './PairRows';

/** Which columns identify the unit (user, device, ...) of each row, and extra fields computed from columns. */
export function IdentitySection() {
  return (
    <Fieldset legend="Identity">
      <Stack gap="lg">
        <IdTypeMappingRows />
        <CustomFieldRows />
      </Stack>
    </Fieldset>
  );
}

function IdTypeMappingRows() {
  const { control, register, formState } = useMetricSourceForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'idTypeMapping' });
  const errors = formState.errors.idTypeMapping;
  return (
    <PairRows
      title="Id type mapping"
      description="For each unit id type of the service, the column that holds it. At least one is required."
      headings={['Unit id type', 'Column']}
      rowKeys={fields.map((field) => field.id)}
      rowName="id type mapping"
      minRows={1}
      addLabel="Add id type"
      onAdd={() => {
        append({ serviceUnitID: '', column: '' });
      }}
      onRemove={remove}
      error={errors?.message ?? errors?.root?.message}
      renderRow={(index) => [
        <Controller
          key="unit"
          control={control}
          name={`idTypeMapping.${index}.serviceUnitID`}
          render={({ field }) => (
            <Autocomplete
              aria-label={`Unit id type ${String(index + 1)}`}
              data={[...BUILTIN_ID_TYPES]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors?.[index]?.serviceUnitID?.message}
            />
          )}
        />,
        <TextInput
          key="column"
          aria-label={`Column of unit id type ${String(index + 1)}`}
          autoComplete="off"
          error={errors?.[index]?.column?.message}
          {...register(`idTypeMapping.${index}.column`)}
        />,
      ]}
    />
  );
}

function CustomFieldRows() {
  const { control, register, formState } = useMetricSourceForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'customFieldMapping' });
  const errors = formState.errors.customFieldMapping;
  return (
    <PairRows
      title="Custom fields"
      description="Optional: named fields computed from the source's columns, for metrics to use."
      headings={['Key', 'Formula']}
      rowKeys={fields.map((field) => field.id)}
      rowName="custom field"
      minRows={0}
      addLabel="Add custom field"
      onAdd={() => {
        append({ key: '', formula: '' });
      }}
      onRemove={remove}
      error={errors?.message ?? errors?.root?.message}
      renderRow={(index) => [
        <TextInput
          key="key"
          aria-label={`Key of custom field ${String(index + 1)}`}
          autoComplete="off"
          error={errors?.[index]?.key?.message}
          {...register(`customFieldMapping.${index}.key`)}
        />,
        <TextInput
          key="formula"
          aria-label={`Formula of custom field ${String(index + 1)}`}
          autoComplete="off"
          ff="monospace"
          error={errors?.[index]?.formula?.message}
          {...register(`customFieldMapping.${index}.formula`)}
        />,
      ]}
    />
  );
}
