// Loader helpers shared by the route files (the leading '-' keeps this file out of the route tree).
import { notFound } from '@tanstack/react-router';
import { isEndpointMissing } from '../client/listMissing';

/** Runs a detail route's prefetch; a 404 (no record has this id) shows the route's notFoundComponent. */
export async function loadOrNotFound(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's notFound is thrown by design.
    if (isEndpointMissing(error)) throw notFound();
    throw error;
  }
}

/**
 * Runs a list route's prefetch; a 404 (the server lacks this list) leaves the page to offer "open by id". Once the
 * page is on screen (`cause` "stay": another page, filter or order), the route does not wait: the page keeps its
 * rows until the answer comes. Waiting here would, past a second, swap the whole page for the loading skeleton and
 * take the focus from the filter being typed in.
 */
export async function loadListUnlessMissing(
  load: () => Promise<unknown>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  const loading = load().catch((error: unknown) => {
    if (!isEndpointMissing(error)) throw error;
  });
  // The page's own query shows a failure of this read; the route need not.
  if (cause === 'stay') loading.catch(() => undefined);
  else await loading;
}
