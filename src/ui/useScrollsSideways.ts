import { useEffect, useRef, useState } from 'react';

/**
 * A ref for a sideways-scrolling container and whether its content is wider than it is now. A container that
 * scrolls must be reachable by keyboard (tabIndex 0) to be scrolled without a pointer; one that does not scroll
 * should not add a tab stop.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      setScrolls(element.scrollWidth > element.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // No first measure here: reading the widths now would force a layout of the whole page before it paints. The
    // observer reports each element's first size anyway, after the browser's own layout.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, scrolls] as const;
}
