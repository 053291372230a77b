import { Group, NumberInput, Slider } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { PASS_PERCENTAGE_MAX, PASS_PERCENTAGE_MIN } from '../../../contract/limits';
import type { GateFormValues } from './gateFormSchema';
import type { RulePath } from './formPaths';

function sliderValue(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(PASS_PERCENTAGE_MAX, Math.max(PASS_PERCENTAGE_MIN, number));
}

/** A rule's pass percentage: a slider for quick moves and a number input for exact values, bound to one field. */
export function PassPercentageField({ path, ruleLabel }: { path: RulePath; ruleLabel: string }) {
  return (
    <Controller<GateFormValues, `${RulePath}.passPercentage`>
      name={`${path}.passPercentage`}
      render={({ field, fieldState }) => (
        <Group align="flex-start" gap="md" wrap="nowrap">
          <NumberInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label="Pass percentage"
            description="Share of matching units that pass"
            suffix="%"
            min={PASS_PERCENTAGE_MIN}
            max={PASS_PERCENTAGE_MAX}
            decimalScale={2}
            // Not clamped: 101 stays visible with its error instead of silently becoming 100.
            clampBehavior="none"
            w={180}
            error={fieldState.error?.message}
          />
          <Slider
            value={sliderValue(field.value)}
            onChange={field.onChange}
            min={PASS_PERCENTAGE_MIN}
            max={PASS_PERCENTAGE_MAX}
            step={1}
            label={(value) => `${String(value)}%`}
            thumbLabel={`${ruleLabel} pass percentage slider`}
            marks={[
              { value: 0, label: '0%' },
              { value: 50, label: '50%' },
              { value: 100, label: '100%' },
            ]}
            style={{ flex: 1 }}
            mt={42}
            mb="md"
          />
        </Group>
      )}
    />
  );
}
