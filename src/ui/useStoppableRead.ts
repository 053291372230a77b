import { useState } from 'react';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { readingState, type ReadingState } from './readingState';

interface StoppableReadOptions {
  /** False while the page lacks what the read needs (a user to evaluate for): nothing is read, the state is 'reading'. */
  enabled?: boolean;
  /** Whether an error says the server lacks the list (pass the client's `isEndpointMissing` to tell it apart). */
  isMissing?: (error: Error) => boolean;
}

export interface StoppableRead<T> {
  /** The one state the page shows. */
  state: ReadingState<T>;
  /** What was read, once it all was (the 'ready' state's data). */
  data: T | undefined;
  /** Cancel: aborts the requests in flight and shows "Reading stopped" until `readAgain`. */
  stop: () => void;
  readAgain: () => void;
  retry: () => void;
}

/**
 * A long read (every page of a list, or more) that the user can stop and start again, and the state its page shows.
 * Stopping disables the query, so nothing reads again behind the "Reading stopped" note.
 */
export function useStoppableRead<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
  { enabled = true, isMissing }: StoppableReadOptions = {},
): StoppableRead<T> {
  const client = useQueryClient();
  const [stopped, setStopped] = useState(false);
  const query = useQuery({ ...options, enabled: enabled && !stopped });
  const state = readingState({ stopped, data: query.data, error: query.error, isMissing });
  return {
    state,
    data: state.kind === 'ready' ? state.data : undefined,
    stop: () => {
      setStopped(true);
      void client.cancelQueries({ queryKey: options.queryKey });
    },
    readAgain: () => {
      setStopped(false);
    },
    retry: () => void query.refetch(),
  };
}
