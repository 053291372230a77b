import { Outlet, useRouterState } from '@tanstack/react-router';
import { PageSkeleton } from './PageSkeleton';

/**
 * The page area on the first load: the skeleton until the opened page's code and data are in, then the router's
 * Outlet for good. Shown through Suspense instead (the router's own pending view), the skeleton is a fallback, and
 * React holds back the content that replaces a fallback until 300 ms after it was shown (its reveal throttle): the
 * first page's rows waited on that timer, or on whichever unrelated update came first. A store update, as here,
 * commits as soon as it renders.
 */
export function FirstLoadOutlet() {
  const firstLoadDone = useRouterState({ select: (state) => state.resolvedLocation !== undefined });
  return firstLoadDone ? <Outlet /> : <PageSkeleton />;
}
