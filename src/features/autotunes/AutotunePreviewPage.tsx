import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of an autotune's page until the autotune view lands. */
export function AutotunePreviewPage({ autotuneId }: { autotuneId: string }) {
  return (
    <>
      <PageTitle
        title={autotuneId}
        description="This page will show the autotune's variants, its exploration and attribution windows and its winner."
      />
      <Group>
        <AnchorLink to="/autotunes">
          Back to autotunes
        </AnchorLink>
      </Group>
    </>
  );
}
