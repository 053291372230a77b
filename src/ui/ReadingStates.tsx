import type { ReactNode } from 'react';
import { ReadingStopped } from './ReadingStopped';
import { RetryAlert } from './RetryAlert';
import type { StoppableRead } from './useStoppableRead';

interface ReadingStatesProps<T> {
  read: StoppableRead<T>;
  /** The failed read's title: "Could not read the gates". */
  errorTitle: string;
  /** What the page says on a server without the list; only shown when the read was given `isMissing`. */
  missing?: ReactNode;
  /** The page while reading (`read.data` undefined) and once read. */
  children: ReactNode;
}

/** The one place a reading page's states are drawn: stopped, missing, failed, or the page itself. */
export function ReadingStates<T>({ read, errorTitle, missing, children }: ReadingStatesProps<T>) {
  const { state } = read;
  switch (state.kind) {
    case 'stopped':
      return <ReadingStopped onReadAgain={read.readAgain} />;
    case 'missing':
      return missing;
    case 'failed':
      return <RetryAlert title={errorTitle} error={state.error} onRetry={read.retry} />;
    case 'reading':
    case 'ready':
      return children;
  }
}
