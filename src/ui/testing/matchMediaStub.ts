// A stand-in for window.matchMedia, which jsdom lacks: Mantine's colour scheme and media queries ask it.

const nothing = (): undefined => undefined;

/** matchMedia answering `matches` for each query; a query's listeners are never called (nothing changes in a test). */
export function matchMediaStub(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: nothing,
    removeListener: nothing,
    addEventListener: nothing,
    removeEventListener: nothing,
    dispatchEvent: () => false,
  });
}
