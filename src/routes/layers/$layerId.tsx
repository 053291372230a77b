import { createFileRoute } from '@tanstack/react-router';
import { MAX_LIMIT } from '../../contract/limits';
import { layerQueries } from '../../client/queries/layerQueries';
import { LayerPage } from '../../features/layers/LayerPage';

export const Route = createFileRoute('/layers/$layerId')({
  // Only the first page, not awaited: the page shows which page of the listing it is reading while it looks.
  loader: ({ context }) => {
    context.queryClient.query(layerQueries.list(1, MAX_LIMIT)).catch(() => undefined);
  },
  component: LayerRoute,
});

function LayerRoute() {
  const { layerId } = Route.useParams();
  return <LayerPage layerId={layerId} />;
}
