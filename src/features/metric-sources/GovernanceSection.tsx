import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useMetricSourceForm } from './formSection';
import type { MetricSourceFormValues } from './metricSourceFormSchema';
import { SwitchField } from '../../ui/SwitchField';

const OWNER_TYPE_OPTIONS = [
  { value: 'USER', label: 'Person' },
  { value: 'SDK_KEY', label: 'SDK key' },
];

/** Who owns the source and how far others may trust or change it. */
export function GovernanceSection() {
  const { register, control, formState } = useMetricSourceForm();
  const { errors } = formState;
  return (
    <Fieldset legend="Governance">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Owner name"
            autoComplete="off"
            error={errors.owner?.ownerName?.message}
            {...register('owner.ownerName')}
          />
          <TextInput
            label="Owner email"
            type="email"
            autoComplete="off"
            error={errors.owner?.ownerEmail?.message}
            {...register('owner.ownerEmail')}
          />
          <TextInput
            label="Owner id"
            autoComplete="off"
            error={errors.owner?.ownerID?.message}
            {...register('owner.ownerID')}
          />
          <Controller
            control={control}
            name="owner.ownerType"
            render={({ field }) => (
              <Select
                label="Owner type"
                placeholder="Not set"
                data={OWNER_TYPE_OPTIONS}
                clearable
                value={field.value === '' ? null : field.value}
                onChange={(value) => {
                  field.onChange(value ?? '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.owner?.ownerType?.message}
              />
            )}
          />
          <TextInput label="Team" autoComplete="off" error={errors.team?.message} {...register('team')} />
          <TextInput label="Team id" autoComplete="off" error={errors.teamID?.message} {...register('teamID')} />
        </SimpleGrid>
        <SwitchField<MetricSourceFormValues>
          name="isReadOnly"
          label="Read-only"
          description="The source can then be changed only through the Console API, not in the service's own console."
        />
        <SwitchField<MetricSourceFormValues>
          name="isVerified"
          label="Verified"
          description="Marks the source as reviewed and trusted by its owners."
        />
        <SwitchField<MetricSourceFormValues>
          name="disableCURE"
          label="Disable CURE"
          description="Turns off CURE variance reduction for every metric built from this source."
        />
      </Stack>
    </Fieldset>
  );
}
