/** Which of its states a page reading a whole list (or more) shows: one of these, never two. */
export type ReadingState<T> =
  | { kind: 'stopped' }
  | { kind: 'missing' }
  | { kind: 'failed'; error: Error }
  | { kind: 'reading' }
  | { kind: 'ready'; data: T };

interface ReadingFacts<T> {
  /** The user pressed Cancel and has not asked to read again; a read that cannot be stopped leaves it out. */
  stopped?: boolean;
  data: T | undefined;
  error: Error | null;
  /**
   * Whether an error says the server lacks the list, for a page with its own words for that (the client's
   * `isEndpointMissing`); without it such an error is shown like any other.
   */
  isMissing?: ((error: Error) => boolean) | undefined;
}

/**
 * The one order of a reading page's states: data already read, then stopped, then a server without the list, then
 * an error, then still reading. Data wins over a later failed refetch or a Cancel, so a table never blanks.
 */
export function readingState<T>({ stopped = false, data, error, isMissing }: ReadingFacts<T>): ReadingState<T> {
  if (data !== undefined) return { kind: 'ready', data };
  if (stopped) return { kind: 'stopped' };
  if (error !== null) return isMissing?.(error) ? { kind: 'missing' } : { kind: 'failed', error };
  return { kind: 'reading' };
}
