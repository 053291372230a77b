import { createFileRoute } from '@tanstack/react-router';
import { NewAutotunePage } from '../../features/autotunes/NewAutotunePage';

export const Route = createFileRoute('/autotunes/new')({
  component: NewAutotunePage,
});
