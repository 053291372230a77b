// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  useLoaderData,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { FirstLoadOutlet } from './FirstLoadOutlet';
import { PageSkeleton } from './PageSkeleton';
import { MantineWrapper } from './testing/renderInMantine';

/** A router whose one page waits on its code and `data`, set up as the app's first load is (pending view at once). */
function openPageWaitingOn(data: Promise<string>, chunk: Promise<{ default: () => ReactNode }>) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: FirstLoadOutlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => data,
    component: lazyRouteComponent(() => chunk),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory(),
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  // As main.tsx does: the load starts before the first render, which joins it.
  void router.load();
  render(<RouterProvider router={router} />, { wrapper: MantineWrapper });
}

function LoadedPage() {
  const rows: unknown = useLoaderData({ strict: false });
  return <p>{typeof rows === 'string' ? rows : 'no rows'}</p>;
}

describe('FirstLoadOutlet', () => {
  it("shows the loading view until the first page's code and data are in, then the page", async () => {
    let arrive: (rows: string) => void = () => undefined;
    let loadCode: () => void = () => undefined;
    openPageWaitingOn(
      new Promise<string>((resolve) => {
        arrive = resolve;
      }),
      new Promise((resolve) => {
        loadCode = () => {
          resolve({ default: LoadedPage });
        };
      }),
    );
    expect(await screen.findByText('Loading page')).toBeInTheDocument();

    loadCode();
    arrive('twenty rows');
    expect(await screen.findByText('twenty rows')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });
});
