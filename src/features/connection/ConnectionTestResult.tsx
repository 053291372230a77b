import { Alert } from '@mantine/core';
import type { ConnectionTestOutcome } from './testConnection';

interface ConnectionTestResultProps {
  outcome: ConnectionTestOutcome;
  /** The settings were saved just before this test, so a failure says they are saved all the same. */
  afterSave: boolean;
}

/** The outcome of "Test connection" (or of the check after Save): how many layers the server has, or why not. */
export function ConnectionTestResult({ outcome, afterSave }: ConnectionTestResultProps) {
  if (outcome.ok) {
    return (
      <Alert color="green" title="Connected" role="status">
        {outcome.summary}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={failureTitle(outcome.refused, afterSave)} role="alert">
      {outcome.message}
    </Alert>
  );
}

function failureTitle(refused: boolean, afterSave: boolean): string {
  if (!afterSave) return 'Connection failed';
  return refused ? 'Saved, but the server refused this key' : 'Saved, but the connection failed';
}
