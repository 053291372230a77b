import { useLayoutEffect, useState } from 'react';

/**
 * Runs `run` in a task after the browser's next paint; returns a cancel. requestAnimationFrame runs just before
 * that paint, the timer queued from it just after.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False while the component's first render is being painted, true from the task after: for a part that can come a
 * frame later (below the fold) so that what is above it paints without waiting for it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // A layout effect, so the frame asked for is the one that paints this render: a passive effect may run after that
  // paint and wait a frame more.
  useLayoutEffect(
    () =>
      afterNextPaint(() => {
        setPainted(true);
      }),
    [],
  );
  return painted;
}
