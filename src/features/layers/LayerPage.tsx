import { Group, Loader, Text } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { LayerDetails } from './LayerDetails';
import { useLayerLookup } from './useLayerLookup';
import { RecordNotFound } from '../../ui/RecordNotFound';
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
          <PageTitle
            title={layerId}
            description="Layers have no page of their own in the API, so this looks through the list."
          />
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>
              Looking for layer {layerId}… (page {lookup.page})
            </Text>
          </Group>
        </>
      );
    case 'missing':
      return <RecordNotFound kind="layer" id={layerId} listPath="/layers" />;
    case 'error':
      return (
        <>
          <PageTitle
            title={layerId}
            description="Layers have no page of their own in the API, so this looks through the list."
          />
          <RetryAlert title="Could not load the layers list" error={lookup.error} onRetry={lookup.retry} />
        </>
      );
  }
}
