import { createFileRoute } from '@tanstack/react-router';
import { DynamicConfigPreviewPage } from '../../features/dynamic-configs/DynamicConfigPreviewPage';

export const Route = createFileRoute('/dynamic-configs/$configId')({
  component: DynamicConfigRoute,
});

function DynamicConfigRoute() {
  const { configId } = Route.useParams();
  return <DynamicConfigPreviewPage configId={configId} />;
}
