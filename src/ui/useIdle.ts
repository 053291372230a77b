import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False until the browser is first idle after the component mounted: for a part that can wait until the page
 * around it has painted, so its code is not fetched ahead of what the page is for.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
      }, 1000),
    [],
  );
  return idle;
}
