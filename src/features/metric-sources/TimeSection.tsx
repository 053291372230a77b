import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useMetricSourceForm } from './formSection';
import type { MetricSourceFormValues } from './metricSourceFormSchema';
import { SwitchField } from '../../ui/SwitchField';

/** Which column says when each row happened, and at what granularity. */
export function TimeSection() {
  const { register, formState } = useMetricSourceForm();
  return (
    <Fieldset legend="Time">
      <Stack gap="md">
        <TextInput
          label="Timestamp column"
          description="The column that holds when each row happened."
          withAsterisk
          autoComplete="off"
          error={formState.errors.timestampColumn?.message}
          {...register('timestampColumn')}
        />
        <SwitchField<MetricSourceFormValues>
          name="timestampAsDay"
          label="Timestamp is a day"
          description="Treat each timestamp as a whole day, for sources that record dates rather than times."
        />
      </Stack>
    </Fieldset>
  );
}
