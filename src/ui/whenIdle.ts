/**
 * Runs `run` once the browser is idle (or after `timeout` ms at the latest), for work that can wait until the page
 * has painted; returns a cancel. Without requestIdleCallback (Safari), a short timer stands in.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(run, Math.min(timeout, 100));
  return () => {
    clearTimeout(handle);
  };
}
