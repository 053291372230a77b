import { isApiError } from './apiError';

/**
 * React's `onCaughtError`: what a route's error view caught, logged as React would, except a request not sent for
 * want of a key. A first visit with no key is a state the page explains ("Connect to get started"), not an error.
 */
export function logCaughtError(error: unknown): void {
  if (isApiError(error) && error.kind === 'no-key') return;
  console.error(error);
}
