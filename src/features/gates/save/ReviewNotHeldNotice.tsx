import { Alert, Text } from '@mantine/core';

/** Said wherever a gate that requires review is saved: this API applies an update at once, reviewed or not. */
export function ReviewNotHeldNotice() {
  return (
    <Alert color="orange" variant="light" title="Applies at once, without a review">
      <Text size="sm">
        This gate requires review, but a save through the Console API applies at once: no reviewer is asked and nothing
        is held back.
      </Text>
    </Alert>
  );
}
