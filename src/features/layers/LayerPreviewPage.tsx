import { Group } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { AnchorLink } from '../../ui/AnchorLink';

/** Preview of a layer's page until the layer view lands. */
export function LayerPreviewPage({ layerId }: { layerId: string }) {
  return (
    <>
      <PageTitle
        title={layerId}
        description="This page will show the layer's parameters with their defaults and every override of them."
      />
      <Group>
        <AnchorLink to="/layers">
          Back to layers
        </AnchorLink>
      </Group>
    </>
  );
}
