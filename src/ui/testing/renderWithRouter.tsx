import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { MantineWrapper } from './renderInMantine';

/**
 * Renders `page` at "/" of a router that also knows `otherPaths` (e.g. "/gates/$gateId"), inside Mantine and a
 * fresh query client: for components that link or navigate. Returns the router, to read where a click went.
 */
export function renderWithRouter(page: () => ReactNode, otherPaths: readonly string[] = []): AnyRouter {
  // The router scrolls to the top after each navigation; jsdom does not implement scrolling.
  window.scrollTo = () => undefined;
  const root = createRootRoute();
  const routes = ['/', ...otherPaths].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: path === '/' ? page : () => `at ${path}` }),
  );
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory() });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: MantineWrapper },
  );
  return router;
}
