import { Text } from '@mantine/core';
import { errorMessage } from './errorStatus';
import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';

interface RetryAlertProps {
  /** What could not be loaded, as a title: "Could not load this list". */
  title: string;
  /** The failure; its message is shown as the alert's text. */
  error: unknown;
  onRetry: () => void;
  /** True while the retry is under way: the button shows a spinner instead of inviting a second click. */
  retrying?: boolean;
  mb?: 'sm' | 'md';
}

/** A load that failed: what, why (the server's or client's message) and a Retry button. */
export function RetryAlert({ title, error, onRetry, retrying = false, mb }: RetryAlertProps) {
  return (
    <PlainAlert color="red" title={title} mb={mb}>
      <Text size="sm" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {errorMessage(error)}
      </Text>
      <PlainButton size="xs" variant="default" onClick={onRetry} loading={retrying}>
        Retry
      </PlainButton>
    </PlainAlert>
  );
}
