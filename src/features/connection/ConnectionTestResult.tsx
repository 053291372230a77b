import { Alert } from '@mantine/core';
import type { ConnectionTestOutcome } from './testConnection';

/** The outcome of "Test connection": how many layers the server has, or why the request failed. */
export function ConnectionTestResult({ outcome }: { outcome: ConnectionTestOutcome }) {
  if (outcome.ok) {
    return (
      <Alert color="green" title="Connected" role="status">
        {outcome.summary}
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Connection failed" role="alert">
      {outcome.message}
    </Alert>
  );
}
