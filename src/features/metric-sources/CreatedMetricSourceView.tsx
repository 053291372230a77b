import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AnchorLink } from '../../ui/AnchorLink';
import { PageTitle } from '../../ui/PageTitle';
import type { CreatedMetricSource } from './createdMetricSources';
import { MetricSourceRecordView } from './MetricSourceRecordView';

interface CreatedMetricSourceViewProps {
  name: string;
  /** The server's answer, when this tab still holds it (the API cannot read a source back). */
  created: CreatedMetricSource | undefined;
}

/** What a successful create answered, and the way to the next one. */
export function CreatedMetricSourceView({ name, created }: CreatedMetricSourceViewProps) {
  return (
    <>
      <PageTitle title="Metric source created" description={`Metrics can now be built on ${name}.`} />
      <Stack gap="md" maw={880}>
        {created ? (
          <>
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={created.message} />
            <MetricSourceRecordView record={created.record} label="The created metric source" />
          </>
        ) : (
          <Text>The details of this source were shown in another tab; the Console API cannot read them back.</Text>
        )}
        <Group gap="lg">
          {/* Its page reads the source back where the server has the extension, and says so where it has not. */}
          <AnchorLink to="/metric-sources/$sourceName" params={{ sourceName: name }}>
            Open {name}
          </AnchorLink>
          <AnchorLink to="/metric-sources">All metric sources</AnchorLink>
          <AnchorLink to="/metric-sources/new">Create another metric source</AnchorLink>
          <AnchorLink to="/metric-sources/new" search={{ copyOf: name }}>
            Create a copy of {name}
          </AnchorLink>
        </Group>
      </Stack>
    </>
  );
}
