import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { useIdle } from './useIdle';

interface WhenIdleProps {
  /** What the page shows until then: a stand-in of the part's size, so nothing moves when it arrives. */
  placeholder: ReactNode;
  /** The wait for idle starts once this is true (at once, by default). */
  after?: boolean;
  /** The part, typically a lazy component whose code is fetched when it is first drawn. */
  children: ReactNode;
}

/**
 * A part that can wait until the page around it has painted: `placeholder` until the browser is idle, then
 * `children`. The switch is deferred, so while the part's code loads the placeholder already on screen stays where
 * it is; a Suspense fallback would be a second copy of it, built and laid out again.
 */
export function WhenIdle({ placeholder, after = true, children }: WhenIdleProps) {
  const idle = useDeferredValue(useIdle(after));
  return <Suspense fallback={placeholder}>{idle ? children : placeholder}</Suspense>;
}
