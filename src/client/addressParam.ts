/**
 * The first group `pattern` reads from the opened address (a gate's id, an event's name), percent-decoded; undefined
 * when the address does not match or is malformed: the router then shows its not-found page, and nothing is worth
 * asking for early.
 */
export function addressParam(pattern: RegExp, pathname: string = window.location.pathname): string | undefined {
  const encoded = pattern.exec(pathname)?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
