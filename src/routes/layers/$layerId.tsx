import { createFileRoute } from '@tanstack/react-router';
import { LayerPage } from '../../features/layers/LayerPage';

export const Route = createFileRoute('/layers/$layerId')({
  component: LayerRoute,
});

function LayerRoute() {
  const { layerId } = Route.useParams();
  return <LayerPage layerId={layerId} />;
}
