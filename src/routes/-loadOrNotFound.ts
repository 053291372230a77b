// Loader helpers shared by the route files (the leading '-' keeps this file out of the route tree).
import { notFound } from '@tanstack/react-router';
import { isEndpointMissing } from '../client/listMissing';

/** Why a loader runs (TanStack Router's `cause`): "stay" is another page, filter or order of a page on screen. */
type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * Waits for a loader's read unless its page is on screen already: then the page keeps its rows, dimmed, until the
 * answer comes, and shows a failure itself. Waiting would, past a second, swap the whole page for the loading
 * skeleton and take the focus from a filter being typed in.
 */
export async function waitUnlessShown(loading: Promise<unknown>, cause: LoaderCause): Promise<void> {
  if (cause === 'stay') loading.catch(() => undefined);
  else await loading;
}

/**
 * Runs a detail route's prefetch; a 404 (no record has this id) shows the route's notFoundComponent. A route whose
 * search picks a page of the record's list (a gate's history) passes its loader's `cause`.
 */
export async function loadOrNotFound(load: () => Promise<unknown>, cause: LoaderCause = 'enter'): Promise<void> {
  const loading = load().then(
    () => undefined,
    (error: unknown) => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's notFound is thrown by design.
      if (isEndpointMissing(error)) throw notFound();
      throw error;
    },
  );
  await waitUnlessShown(loading, cause);
}

/** Runs a list route's prefetch; a 404 (the server lacks this list) leaves the page to offer "open by id". */
export async function loadListUnlessMissing(load: () => Promise<unknown>, cause: LoaderCause): Promise<void> {
  const loading = load().then(
    () => undefined,
    (error: unknown) => {
      if (!isEndpointMissing(error)) throw error;
    },
  );
  await waitUnlessShown(loading, cause);
}
