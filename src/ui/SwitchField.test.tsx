// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderInMantine } from './testing/renderInMantine';
import { SwitchField } from './SwitchField';

interface Values {
  higherIsBetter: boolean;
  reviewSettings: { requiredReview: boolean };
}

interface FormProps {
  defaults: Values;
  onSave?: (values: Values) => void;
  error?: string;
  disabled?: boolean;
}

// One switch from the surrounding FormProvider, one from an explicit control, as the console uses both.
function Form({ defaults, onSave = () => undefined, error, disabled }: FormProps) {
  const form = useForm<Values>({
    defaultValues: defaults,
    errors: error ? { higherIsBetter: { type: 'custom', message: error } } : undefined,
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            onSave(values);
          })(event)
        }
      >
        <SwitchField<Values>
          name="higherIsBetter"
          label="Higher is better"
          description="A larger metric value counts as a win."
          disabled={disabled}
        />
        <SwitchField
          control={form.control}
          name="reviewSettings.requiredReview"
          label="Require review"
          description="Changes should be reviewed."
        />
        <Button type="submit">Save</Button>
      </form>
    </FormProvider>
  );
}

const off: Values = { higherIsBetter: false, reviewSettings: { requiredReview: false } };
const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('SwitchField', () => {
  it('draws the switch from the form value, so an untouched default of true shows on', () => {
    renderInMantine(<Form defaults={{ ...off, higherIsBetter: true }} />);
    expect(switchNamed('Higher is better')).toBeChecked();
    expect(switchNamed('Require review')).not.toBeChecked();
  });

  it('stores what the toggle turned the switch to', async () => {
    const onSave = vi.fn<(values: Values) => void>();
    renderInMantine(<Form defaults={{ ...off, higherIsBetter: true }} onSave={onSave} />);
    await userEvent.click(switchNamed('Higher is better'));
    await userEvent.click(switchNamed('Require review'));
    expect(switchNamed('Higher is better')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ higherIsBetter: false, reviewSettings: { requiredReview: true } });
    await userEvent.click(switchNamed('Higher is better'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ higherIsBetter: true, reviewSettings: { requiredReview: true } });
  });

  it('is named by its label alone and described by its description', () => {
    renderInMantine(<Form defaults={off} />);
    expect(switchNamed('Higher is better')).toHaveAccessibleName('Higher is better');
    expect(switchNamed('Higher is better')).toHaveAccessibleDescription('A larger metric value counts as a win.');
    expect(switchNamed('Require review')).toHaveAccessibleDescription('Changes should be reviewed.');
  });

  it('announces the error of its field after the description', () => {
    renderInMantine(<Form defaults={off} error="Pick a direction" />);
    expect(switchNamed('Higher is better')).toHaveAccessibleDescription(
      'A larger metric value counts as a win. Pick a direction',
    );
    expect(screen.getByText('Pick a direction')).toBeVisible();
  });

  it('cannot be toggled when disabled, and the form still sends its value', async () => {
    const onSave = vi.fn<(values: Values) => void>();
    renderInMantine(<Form defaults={{ ...off, higherIsBetter: true }} onSave={onSave} disabled />);
    expect(switchNamed('Higher is better')).toBeDisabled();
    await userEvent.click(switchNamed('Higher is better'));
    expect(switchNamed('Higher is better')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ higherIsBetter: true, reviewSettings: { requiredReview: false } });
  });
});
