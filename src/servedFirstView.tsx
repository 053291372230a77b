import { useLayoutEffect } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_DATA_ID } from './contract/firstView';

/** Whether the server wrote this page's first view into its HTML (src/server/http/firstViews.ts). */
export function servedFirstViewPresent(): boolean {
  return document.getElementById(FIRST_VIEW_DATA_ID) !== null;
}

/**
 * The data the server rendered the page's first view from, taken out of the page (read once; the element is
 * removed), or undefined when the server rendered nothing or the data cannot be read.
 */
export function takeServedFirstViewData(): unknown {
  const element = document.getElementById(FIRST_VIEW_DATA_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/** The shape React Query's `dehydrate` writes: a list of queries (and of mutations). */
export function isDehydratedState(value: unknown): value is DehydratedState {
  if (typeof value !== 'object' || value === null) return false;
  const { queries, mutations } = value as { queries?: unknown; mutations?: unknown };
  return Array.isArray(queries) && Array.isArray(mutations);
}

/**
 * The server's view is inert (no clicks, no focus) until the app has replaced it, so nothing is pressed before it
 * would answer; rendered first in the app, this lifts that once the app's own view is in the page.
 */
export function ServedViewReplaced({ root }: { root: HTMLElement }): null {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
  }, [root]);
  return null;
}
