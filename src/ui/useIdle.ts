import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * False until the browser is first idle after `after` became true (at mount, by default): for a part that can wait
 * until the page around it has painted, so its code is not fetched ahead of what the page is for. Once `after` has
 * been true the wait goes on though it turns false again, and once true, the answer stays true.
 */
export function useIdle(after = true): boolean {
  const [idle, setIdle] = useState(false);
  const [waiting, setWaiting] = useState(after);
  if (after && !waiting) setWaiting(true);
  useEffect(() => {
    if (!waiting) return;
    return whenIdle(() => {
      setIdle(true);
    }, 1000);
  }, [waiting]);
  return idle;
}
