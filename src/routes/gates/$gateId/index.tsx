import { createFileRoute } from '@tanstack/react-router';
import { loadGateView } from '../../../client/queries/gateViewQuery';
import { GateNotFound } from '../../../features/gates/page/GateNotFound';
import { GatePage } from '../../../features/gates/page/GatePage';
import { loadWholeGatePageCode } from '../../../features/gates/page/gatePageCode';
import { TestUserSearchSchema, type TestUserSearch } from '../../../features/test-users/testUserSearch';
import { loadOrNotFound } from '../../-loadOrNotFound';

export const Route = createFileRoute('/gates/$gateId/')({
  validateSearch: TestUserSearchSchema,
  loader: async ({ context, params }) => {
    await Promise.all([
      loadOrNotFound(() => loadGateView(context.queryClient, params.gateId)),
      context.wholeFirstView && loadWholeGatePageCode(),
    ]);
  },
  component: GateRoute,
  notFoundComponent: GateRouteNotFound,
});

function GateRoute() {
  const { gateId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Opening and closing the panel are steps Back undoes; picking a user only replaces the address.
  const onTestSearchChange = (next: TestUserSearch) => {
    void navigate({ search: next, replace: (next.test === '1') === (search.test === '1'), resetScroll: false });
  };
  return <GatePage gateId={gateId} testSearch={search} onTestSearchChange={onTestSearchChange} />;
}

function GateRouteNotFound() {
  const { gateId } = Route.useParams();
  return <GateNotFound gateId={gateId} />;
}
