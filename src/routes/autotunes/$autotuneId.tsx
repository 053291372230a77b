import { createFileRoute } from '@tanstack/react-router';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { AutotunePage } from '../../features/autotunes/AutotunePage';

export const Route = createFileRoute('/autotunes/$autotuneId')({
  // Not awaited: finding an autotune may take several requests; the page shows that it is looking.
  loader: ({ context, params }) => {
    context.queryClient.query(autotuneQueries.detail(params.autotuneId)).catch(() => undefined);
  },
  component: AutotuneRoute,
});

function AutotuneRoute() {
  const { autotuneId } = Route.useParams();
  return <AutotunePage autotuneId={autotuneId} />;
}
