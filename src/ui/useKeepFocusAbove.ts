import { type RefObject, useEffect } from 'react';

// Room left between the focused field and the bar, and under the page's sticky header.
const GAP_PX = 8;
const HEADER_PX = 64;

/** Scrolls the page so the focused element ends above `bar`, when the bar (sticky at the bottom) covers it. */
function keepClear(bar: HTMLElement): void {
  const focused = document.activeElement;
  // Only the fields the bar sits over: a dialog's button near the bottom is not under it.
  const scope = bar.closest('form') ?? bar.parentElement;
  if (!(focused instanceof HTMLElement) || scope === null || !scope.contains(focused) || bar.contains(focused)) return;
  const barTop = bar.getBoundingClientRect().top;
  const field = focused.getBoundingClientRect();
  const overlap = field.bottom + GAP_PX - barTop;
  if (overlap <= 0 || field.bottom <= 0) return;
  // A field taller than the room left shows its top, under the header.
  window.scrollBy({ top: Math.min(overlap, Math.max(0, field.top - HEADER_PX)) });
}

/**
 * Keeps the focused element out from under a bar stuck to the bottom of the screen: when focus moves, when the bar
 * appears (the first keystroke of an edit) and when it grows. On a phone the bar covers a third of the screen.
 */
export function useKeepFocusAbove(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!active || element === null) return;
    let frame = 0;
    // Never while a pointer is pressed: scrolling between press and release would move the target from under it and
    // lose the click. The release runs the check instead.
    let pressed = false;
    // A frame later: the browser's own scroll into view (and a phone keyboard) settle first.
    const schedule = () => {
      cancelAnimationFrame(frame);
      if (pressed) return;
      frame = requestAnimationFrame(() => {
        keepClear(element);
      });
    };
    const press = () => {
      pressed = true;
      cancelAnimationFrame(frame);
    };
    const release = () => {
      pressed = false;
      schedule();
    };
    schedule();
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    document.addEventListener('focusin', schedule);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [bar, active]);
}
