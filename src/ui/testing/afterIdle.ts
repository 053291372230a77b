import { act } from '@testing-library/react';

/** Lets whenIdle's stand-in timer fire (jsdom has no requestIdleCallback; the timer is 100 ms at most). */
export function afterIdle(): Promise<void> {
  return act(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 150);
      }),
  );
}
