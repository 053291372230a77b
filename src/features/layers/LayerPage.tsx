import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';
import { PageTitle } from '../../ui/PageTitle';
import { LayerDetails } from './LayerDetails';
import { useLayerLookup } from './useLayerLookup';
import { RetryAlert } from '../../ui/RetryAlert';

/** One layer, found in the listing (there is no single-layer endpoint). */
export function LayerPage({ layerId }: { layerId: string }) {
  const lookup = useLayerLookup(layerId);
  switch (lookup.status) {
    case 'found':
      return <LayerDetails layer={lookup.layer} />;
    case 'searching':
      return (
        <>
          <PageTitle title={layerId} description="Layers have no page of their own in the API, so this looks through the list." />
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>
              Looking for layer {layerId}… (page {lookup.page})
            </Text>
          </Group>
        </>
      );
    case 'missing':
      return (
        <Stack gap="md">
          <Title order={1}>Layer not found</Title>
          <Text style={{ overflowWrap: 'anywhere' }}>No layer has the id {layerId}</Text>
          <AnchorLink to="/layers">Back to layers</AnchorLink>
        </Stack>
      );
    case 'error':
      return (
        <>
          <PageTitle title={layerId} description="Layers have no page of their own in the API, so this looks through the list." />
          <RetryAlert title="Could not load the layers list" error={lookup.error} onRetry={lookup.retry} />
        </>
      );
  }
}
