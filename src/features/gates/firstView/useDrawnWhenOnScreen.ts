import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether to draw the end of a flex column, which may wait a frame when it is below the fold. It is true once
 * `drawnAnyway` is (the frame after the first paint). It is true before the first paint when the end would start
 * inside the window. Measuring forces the layout the paint does anyway. A state set in a layout effect renders again
 * before that paint, so nothing on screen arrives late.
 */
export function useDrawnWhenOnScreen(drawnAnyway: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [onScreen, setOnScreen] = useState(false);
  const drawn = drawnAnyway || onScreen;
  useLayoutEffect(() => {
    if (drawn) return;
    const element = ref.current;
    if (element === null) return;
    // What follows starts one gap below the element's last child (the element is a flex column with a row gap).
    const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
    if (element.getBoundingClientRect().bottom + gap < window.innerHeight) setOnScreen(true);
  }, [drawn]);
  return [ref, drawn] as const;
}
