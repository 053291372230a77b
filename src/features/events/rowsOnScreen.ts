import { estimatedHeight, type EventRowItem } from './eventRowItems';

/**
 * How many of the rows, laid out from `top` (the body's top edge in the viewport) at their estimated heights, reach
 * into a viewport `viewportHeight` tall: the rows a first paint has to show.
 */
export function rowsOnScreen(items: readonly EventRowItem[], top: number, viewportHeight: number): number {
  let bottom = top;
  let count = 0;
  for (const item of items) {
    if (bottom >= viewportHeight) break;
    bottom += estimatedHeight(item);
    count += 1;
  }
  return count;
}
