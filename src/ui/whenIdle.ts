/** Runs `run` when the browser is next idle (at the latest after `timeoutMs`); returns a function that cancels it. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(run, 500);
  return () => {
    clearTimeout(handle);
  };
}
