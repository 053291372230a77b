import { MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { ConditionsEditor } from './ConditionsEditor';
import type { GateFormValues } from './gateFormSchema';
import type { RulePath } from './formPaths';
import { PassPercentageField } from './PassPercentageField';

// The API lists no environments; these are the tiers every project has, plus any a rule already names.
const STANDARD_ENVIRONMENTS = ['production', 'staging', 'development'];

function environmentOptions(selected: readonly string[]): string[] {
  return [...new Set([...STANDARD_ENVIRONMENTS, ...selected])];
}

/** The editable body of an expanded rule: name, pass percentage, environments and conditions. */
export function RuleFields({ path, ruleIndex, ruleLabel }: { path: RulePath; ruleIndex: number; ruleLabel: string }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller<GateFormValues, `${RulePath}.name`>
          name={`${path}.name`}
          render={({ field, fieldState }) => (
            <TextInput {...field} label="Rule name" withAsterisk autoComplete="off" error={fieldState.error?.message} />
          )}
        />
        <Controller<GateFormValues, `${RulePath}.environments`>
          name={`${path}.environments`}
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data={environmentOptions(field.value)}
              label="Environments"
              placeholder={field.value.length === 0 ? 'All environments' : undefined}
              description="Empty means every environment"
              clearable
            />
          )}
        />
      </SimpleGrid>
      <PassPercentageField path={path} ruleLabel={ruleLabel} />
      <ConditionsEditor ruleIndex={ruleIndex} />
    </Stack>
  );
}
