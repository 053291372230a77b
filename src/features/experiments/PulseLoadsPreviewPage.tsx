import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of an experiment's pulse load history until the history view lands. */
export function PulseLoadsPreviewPage({ experimentId }: { experimentId: string }) {
  return (
    <>
      <PageTitle
        title={`Pulse loads of ${experimentId}`}
        description="This page will list each load of the experiment's results: its dates, type, duration and outcome."
      />
      <Group>
        <AnchorLink to="/experiments">
          Back to experiments
        </AnchorLink>
      </Group>
    </>
  );
}
