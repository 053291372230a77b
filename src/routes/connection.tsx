import { createFileRoute } from '@tanstack/react-router';
import { ConnectionPage } from '../features/connection/ConnectionPage';
import { ConnectionSearchSchema } from '../features/connection/connectionSearch';

export const Route = createFileRoute('/connection')({
  validateSearch: ConnectionSearchSchema,
  component: ConnectionRoute,
});

function ConnectionRoute() {
  const { redirect } = Route.useSearch();
  return <ConnectionPage redirect={redirect} />;
}
