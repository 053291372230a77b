import { createFileRoute } from '@tanstack/react-router';
import { NewAutotunePreviewPage } from '../../features/autotunes/NewAutotunePreviewPage';

export const Route = createFileRoute('/autotunes/new')({
  component: NewAutotunePreviewPage,
});
