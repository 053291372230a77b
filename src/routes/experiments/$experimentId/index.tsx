import { createFileRoute, redirect } from '@tanstack/react-router';

// An experiment has one page, its pulse loads: its bare address (typed, or shared cut short) opens that page.
export const Route = createFileRoute('/experiments/$experimentId/')({
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design.
    throw redirect({ to: '/experiments/$experimentId/pulse-loads', params, replace: true });
  },
});
