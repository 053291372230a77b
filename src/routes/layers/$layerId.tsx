import { createFileRoute } from '@tanstack/react-router';
import { LayerPreviewPage } from '../../features/layers/LayerPreviewPage';

export const Route = createFileRoute('/layers/$layerId')({
  component: LayerRoute,
});

function LayerRoute() {
  const { layerId } = Route.useParams();
  return <LayerPreviewPage layerId={layerId} />;
}
