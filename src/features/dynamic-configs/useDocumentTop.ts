import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's distance from the top of the document, kept current as the page above it changes size: a list
 * that scrolls with the window needs it to tell which of its items are on screen.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    // The observer reports once at once, then after each layout change of the page.
    const observer = new ResizeObserver(() => {
      setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return top;
}
