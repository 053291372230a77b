import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component mounted: for a part that can wait until the page
 * around it has painted, so its code is not fetched ahead of what the page is for.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => {
      setIdle(true);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(markIdle, { timeout: 1000 });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const handle = setTimeout(markIdle, 100);
    return () => {
      clearTimeout(handle);
    };
  }, []);
  return idle;
}
