import { startTransition, useEffect, useState } from 'react';

// Rules rendered in the first pass; the rest follow in a transition React renders in slices, so a gate of hundreds
// of rules paints its first screen at once and the page never freezes while the others arrive.
export const FIRST_PASS_RULES = 30;

/** Whether every rule is rendered yet: false for one transition after the first render of a long list. */
export function useAllRulesShown(count: number): boolean {
  const [allShown, setAllShown] = useState(count <= FIRST_PASS_RULES);
  useEffect(() => {
    if (!allShown)
      startTransition(() => {
        setAllShown(true);
      });
  }, [allShown]);
  return allShown;
}
