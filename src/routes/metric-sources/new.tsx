import { createFileRoute } from '@tanstack/react-router';
import { NewMetricSourcePreviewPage } from '../../features/metric-sources/NewMetricSourcePreviewPage';

export const Route = createFileRoute('/metric-sources/new')({
  component: NewMetricSourcePreviewPage,
});
