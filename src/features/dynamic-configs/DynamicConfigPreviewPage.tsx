import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of a dynamic config's page until the rules view lands. */
export function DynamicConfigPreviewPage({ configId }: { configId: string }) {
  return (
    <>
      <PageTitle
        title={configId}
        description="This page will list the config's rules with their conditions, environments and return values."
      />
      <Group>
        <AnchorLink to="/dynamic-configs">
          Back to dynamic configs
        </AnchorLink>
      </Group>
    </>
  );
}
