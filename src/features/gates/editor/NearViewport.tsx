import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

// Mounted from one screen above to one screen below the viewport: scrolling never meets an empty rule.
const ROOT_MARGIN = '100% 0px';
// Until a rule's fields have been measured once, about the height of a rule with one condition.
const ESTIMATED_HEIGHT = 380;

/**
 * Renders its children only while they are near the viewport, keeping their last height otherwise. "Expand all
 * rules" on a 200-rule gate mounted every rule's inputs in one task (Mantine's comboboxes each scan the whole
 * page on mount, so the cost grew with the square of the rules and froze the page for seconds).
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ near: false, height: ESTIMATED_HEIGHT });
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry === undefined) return;
        // Fields keep focus where a person is typing, even if the page scrolls them away.
        const keep = !entry.isIntersecting && element.contains(document.activeElement);
        if (keep) return;
        const height = entry.boundingClientRect.height;
        // A transition: React mounts the rules that scrolled near in slices instead of one long task.
        startTransition(() => {
          setState((previous) => ({
            near: entry.isIntersecting,
            height: previous.near && height > 0 ? height : previous.height,
          }));
        });
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={ref} style={state.near ? undefined : { minHeight: state.height }}>
      {state.near ? children : null}
    </div>
  );
}
