import { createFileRoute } from '@tanstack/react-router';
import { ConnectionPage } from '../features/connection/ConnectionPage';

export const Route = createFileRoute('/connection')({
  component: ConnectionPage,
});
