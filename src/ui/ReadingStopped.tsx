import { Alert, Button } from '@mantine/core';

/** Where a page reading every page of a list was cancelled: it says so and offers to read again. */
export function ReadingStopped({ onReadAgain }: { onReadAgain: () => void }) {
  return (
    <Alert color="gray" variant="light" title="Reading stopped">
      <Button variant="default" size="compact-sm" onClick={onReadAgain}>
        Read again
      </Button>
    </Alert>
  );
}
