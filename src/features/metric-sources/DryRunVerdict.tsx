import { useEffect, useRef } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import type { MetricSource } from '../../contract/metricSource';
import { useMetricSourceForm } from './formSection';
import { toMetricSourceBody } from './metricSourceBody';
import { MetricSourceRecordView } from './MetricSourceRecordView';

interface DryRunVerdictProps {
  message: string;
  record: MetricSource;
  /** The body the dry run checked (JSON), to say when the form has moved on and the verdict may no longer hold. */
  checkedBody: string;
}

/** The server's answer to a dry run that passed: its message and the record a create would store. */
export function DryRunVerdict({ message, record, checkedBody }: DryRunVerdictProps) {
  const { control, getValues } = useMetricSourceForm();
  // Subscribes to every change, so the note below follows the form as the user types.
  useWatch({ control });
  const isOutdated = JSON.stringify(toMetricSourceBody(getValues())) !== checkedBody;
  const region = useRef<HTMLDivElement>(null);
  // The verdict appears below a long form: bring it into view, as the user asked for it.
  useEffect(() => {
    region.current?.scrollIntoView({ block: 'nearest' });
  }, [message, record]);
  return (
    <Stack ref={region} gap="sm" role="region" aria-label="Dry run result">
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Dry run passed: nothing was saved">
        <Text size="sm">{message}</Text>
        {isOutdated && (
          <Text size="sm" mt={4} fw={500}>
            The form changed since this dry run; run it again to check the changes.
          </Text>
        )}
      </Alert>
      <Title order={2} size="h4">
        The record it would create
      </Title>
      <MetricSourceRecordView record={record} label="The record the dry run would create" />
    </Stack>
  );
}
