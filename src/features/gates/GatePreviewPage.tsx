import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of a gate's page until the rule editor lands. */
export function GatePreviewPage({ gateId }: { gateId: string }) {
  return (
    <>
      <PageTitle
        title={gateId}
        description="This page will show the gate's settings and rules, and let you edit and save them safely."
      />
      <Group gap="lg">
        <AnchorLink to="/gates/$gateId/history" params={{ gateId }}>
          Version history
        </AnchorLink>
        <AnchorLink to="/gates">
          Back to gates
        </AnchorLink>
      </Group>
    </>
  );
}
