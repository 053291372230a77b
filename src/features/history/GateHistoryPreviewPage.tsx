import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of a gate's version history until the history view lands. */
export function GateHistoryPreviewPage({ gateId }: { gateId: string }) {
  return (
    <>
      <PageTitle
        title={`History of ${gateId}`}
        description="This page will list every version of the gate and compare any two of them side by side."
      />
      <Group gap="lg">
        <AnchorLink to="/gates/$gateId" params={{ gateId }}>
          Back to the gate
        </AnchorLink>
        <AnchorLink to="/gates">
          Back to gates
        </AnchorLink>
      </Group>
    </>
  );
}
