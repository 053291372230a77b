import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { createMetricSourceMutation } from '../../client/mutations/metricSourceMutations';
import { useDraftAutosave } from '../../ui/useDraftAutosave';
import type { MetricSource } from '../../contract/metricSource';
import { DraftRestoredNotice } from './DraftRestoredNotice';
import { DryRunVerdict } from './DryRunVerdict';
import { GovernanceSection } from './GovernanceSection';
import { IdentitySection } from './IdentitySection';
import { toMetricSourceBody } from './metricSourceBody';
import { METRIC_SOURCE_DRAFT_DELAY_MS, metricSourceDraft } from './metricSourceDraft';
import { emptyMetricSourceForm, MetricSourceFormSchema, type MetricSourceFormValues } from './metricSourceFormSchema';
import { placeServerError } from './serverErrorPlacement';
import { SourceSection } from './SourceSection';
import { TimeSection } from './TimeSection';
import { ValidationSection } from './ValidationSection';

interface Verdict {
  message: string;
  record: MetricSource;
  /** The body the dry run checked, to tell when the form has moved on. */
  checkedBody: string;
}

interface MetricSourceFormProps {
  /** Called with the server's message and record once a (real) create succeeds. */
  onCreated: (message: string, record: MetricSource) => void;
  /** Values to start from instead of the saved draft (a copy of another source). */
  initialValues?: MetricSourceFormValues;
}

/** The new metric source form: five sections, a dry run that stores nothing, and Create. */
export function MetricSourceForm({ onCreated, initialValues }: MetricSourceFormProps) {
  // Read once: the draft changes with every keystroke, the notice is about what the page opened with.
  const [restored, setRestored] = useState(() =>
    initialValues === undefined ? metricSourceDraft.readFilled() : undefined,
  );
  const form = useForm<MetricSourceFormValues>({
    resolver: zodResolver(MetricSourceFormSchema),
    defaultValues: initialValues ?? restored ?? emptyMetricSourceForm(),
    // Every change revalidates its field, touched or not: rows added to a list are validated at once, and under
    // 'onTouched' their "required" messages stayed while the user typed, then vanished on blur and moved the buttons.
    mode: 'all',
  });
  useDraftAutosave({ form, delayMs: METRIC_SOURCE_DRAFT_DELAY_MS, save: metricSourceDraft.save });
  const mutation = useMutation(createMetricSourceMutation());
  const [verdict, setVerdict] = useState<Verdict>();
  const [summary, setSummary] = useState<{ title: string; message: string }>();

  const send = (dryRun: boolean) =>
    form.handleSubmit((values) => {
      const body = toMetricSourceBody(values, { dryRun });
      setVerdict(undefined);
      setSummary(undefined);
      mutation.mutate(body, {
        onSuccess: ({ message, data }) => {
          if (dryRun) {
            setVerdict({ message, record: data, checkedBody: JSON.stringify(toMetricSourceBody(values)) });
            return;
          }
          metricSourceDraft.clear();
          onCreated(message, data);
        },
        onError: (error) => {
          const placement = placeServerError(error);
          for (const field of placement.fields) {
            // The field's own value stays as typed; only the server's message is added next to it.
            form.setError(field.path, { type: 'server', message: field.message }, { shouldFocus: true });
          }
          if (placement.summary !== undefined) {
            setSummary({
              title: dryRun ? 'The dry run found a problem' : 'The metric source was not created',
              message: placement.summary,
            });
          }
        },
      });
    });

  const pendingDryRun = mutation.isPending && mutation.variables.dryRun === true;
  const rootError = form.formState.errors.root?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="New metric source"
        onSubmit={(event) => {
          void send(false)(event);
        }}
      >
        <Stack gap="lg" maw={880}>
          {restored !== undefined && (
            <DraftRestoredNotice
              onClear={() => {
                form.reset(emptyMetricSourceForm());
                metricSourceDraft.clear();
                setVerdict(undefined);
                setSummary(undefined);
                setRestored(undefined);
              }}
            />
          )}
          <SourceSection />
          <TimeSection />
          <IdentitySection />
          <GovernanceSection />
          <ValidationSection />
          {rootError !== undefined && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The form has a problem" role="alert">
              {rootError}
            </Alert>
          )}
          {summary && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={summary.title} role="alert">
              {summary.message}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              variant="default"
              loading={pendingDryRun}
              disabled={mutation.isPending && !pendingDryRun}
              onClick={() => {
                void send(true)();
              }}
            >
              Dry run
            </Button>
            <Button type="submit" loading={mutation.isPending && !pendingDryRun} disabled={pendingDryRun}>
              Create
            </Button>
          </Group>
          {verdict && (
            <DryRunVerdict message={verdict.message} record={verdict.record} checkedBody={verdict.checkedBody} />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
