import { useState } from 'react';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { RelativeTime } from '../../../ui/RelativeTime';
import { timeText } from '../../../ui/timeText';
import { fromLocalInputValue, toLocalInputValue } from './localDateTime';

/** What the URL's `at` resolved to: the version in effect then, or none because the gate did not exist yet. */
export interface VersionAtResult {
  at: number;
  version: Gate | undefined;
  first: Gate | undefined;
}

interface VersionAtFormProps {
  /** The moment in the URL, if any: the field starts with it. */
  at: number | undefined;
  result: VersionAtResult | undefined;
  isPending: boolean;
  onPick: (millis: number) => void;
}

function ResultText({ result }: { result: VersionAtResult }) {
  const when = timeText(result.at)?.exact ?? '';
  if (result.version !== undefined) {
    return (
      <Text size="sm" role="status" mt="xs">
        {`Version ${String(result.version.version ?? '?')} was in effect at ${when}. It was saved `}
        <RelativeTime millis={result.version.lastModifiedTime} />.
      </Text>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status" title="No version yet" mt="xs">
      <Text size="sm">
        {`The gate did not exist yet at ${when}.`}
        {result.first !== undefined && (
          <>
            {' '}
            Its first version was saved <RelativeTime millis={result.first.lastModifiedTime} />.
          </>
        )}
      </Text>
    </Alert>
  );
}

/**
 * "Show the version in effect at": a native date-time field (labelled, keyboard and screen-reader friendly in every
 * browser, local time zone) that picks the latest version saved at or before the moment.
 */
export function VersionAtForm({ at, result, isPending, onPick }: VersionAtFormProps) {
  const [value, setValue] = useState(() => (at === undefined ? '' : toLocalInputValue(at)));
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div>
      <form
        aria-label="Version in effect at a time"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const millis = fromLocalInputValue(value);
          if (millis === undefined) {
            setError('Enter a date and a time, e.g. 2026-03-01 14:30');
            return;
          }
          setError(undefined);
          onPick(millis);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="datetime-local"
            step={1}
            label="Show the version in effect at (your local time)"
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="default" loading={isPending}>
            Show that version
          </Button>
        </Group>
      </form>
      {result !== undefined && <ResultText result={result} />}
    </div>
  );
}
