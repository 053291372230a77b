import type { ReactNode } from 'react';
import type { ReadingState } from './readingState';
import { ReadingStopped } from './ReadingStopped';
import { RetryAlert } from './RetryAlert';

/** What ReadingStates draws from: a stoppable read (useStoppableRead), or any read put in order by `readingState`. */
export interface ReadingSource<T> {
  state: ReadingState<T>;
  retry: () => void;
  /** Only a read that can be stopped has it (and is ever 'stopped'). */
  readAgain?: () => void;
  /** True while a retry is under way: Retry shows a spinner. */
  retrying?: boolean;
}

interface ReadingStatesProps<T> {
  read: ReadingSource<T>;
  /** The failed read's title: "Could not read the gates". */
  errorTitle: string;
  /** What the page says on a server without the list; only shown when the read was given `isMissing`. */
  missing?: ReactNode;
  /** What shows while nothing is read yet; without it the children, which draw their own progress. */
  loading?: ReactNode;
  /** The page once read (and while reading, without `loading`). */
  children: ReactNode;
}

/** The one place a reading page's states are drawn: stopped, missing, failed, loading, or the page itself. */
export function ReadingStates<T>({ read, errorTitle, missing, loading, children }: ReadingStatesProps<T>) {
  const { state } = read;
  switch (state.kind) {
    case 'stopped':
      return read.readAgain && <ReadingStopped onReadAgain={read.readAgain} />;
    case 'missing':
      return missing;
    case 'failed':
      return <RetryAlert title={errorTitle} error={state.error} onRetry={read.retry} retrying={read.retrying} />;
    case 'reading':
      return loading ?? children;
    case 'ready':
      return children;
  }
}
