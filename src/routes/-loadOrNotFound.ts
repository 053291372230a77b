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

/** Runs a list route's prefetch; a 404 (the server lacks this list) leaves the page to offer "open by id". */
export async function loadListUnlessMissing(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (!isEndpointMissing(error)) throw error;
  }
}
