import { useEffect } from 'react';
import type { LoadOnce } from './loadOnce';
import { whenIdle } from './whenIdle';

/**
 * Fetches `code` once the page has painted and the browser is idle (2 s at the latest), so the click or scroll that
 * first needs it does not wait on it. A fetch that fails now is tried again when the code is needed.
 */
export function useFetchedWhenIdle(code: LoadOnce<unknown>): void {
  useEffect(
    () =>
      whenIdle(() => {
        code.load().catch(() => undefined);
      }, 2000),
    [code],
  );
}
