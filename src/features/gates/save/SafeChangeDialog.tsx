import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { GRADUAL_STEP_MS, type RiskyRise, type SafeChangeStrategy } from '../../../contract/safeChange';
import { SafeChangeChoice } from './SafeChangeChoice';

interface SafeChangeDialogProps {
  /** The server's 428 message, or null when the dialog is closed. */
  message: string | null;
  /** The large rises of the refused update as the console counts them; empty when the server counts differently. */
  rises: readonly RiskyRise[];
  isSaving: boolean;
  onConfirm: (strategy: SafeChangeStrategy) => void;
  onCancel: () => void;
}

// The server's advice is for API clients ("resend with safeChangeStrategy …"); the dialog gives its own.
const withoutApiAdvice = (message: string) => message.replace(/[:;,]?\s*resend with safeChangeStrategy.*$/is, '');

/**
 * A fallback: the review already asks how to apply large rises, so this opens only when a server answers 428 to an
 * update the console saw no large rise in, or counts differently. It asks the same question with the same figures.
 */
export function SafeChangeDialog({ message, ...rest }: SafeChangeDialogProps) {
  return (
    // Title in the body, as in the review: Modal's own header would be a second banner landmark.
    <Modal opened={message !== null} onClose={rest.onCancel} centered size="lg" withCloseButton={false}>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Confirm a large rollout increase
      </Modal.Title>
      {message !== null && <SafeChangeContent message={message} {...rest} />}
    </Modal>
  );
}

function SafeChangeContent({
  message,
  rises,
  isSaving,
  onConfirm,
  onCancel,
}: SafeChangeDialogProps & { message: string }) {
  const [strategy, setStrategy] = useState<SafeChangeStrategy | null>(null);
  const [scheduledAt] = useState(() => Date.now() + GRADUAL_STEP_MS);
  return (
    <Stack gap="md">
      <Text size="sm">The server asks how to apply a large increase before it saves.</Text>
      {rises.length > 0 ? (
        <SafeChangeChoice rises={rises} strategy={strategy} onChange={setStrategy} scheduledAt={scheduledAt} />
      ) : (
        <>
          <Alert color="yellow" variant="light" title="The server's reason">
            <Text size="sm">{withoutApiAdvice(message)}.</Text>
          </Alert>
          <SafeChangeChoice rises={[]} strategy={strategy} onChange={setStrategy} scheduledAt={scheduledAt} />
        </>
      )}
      <Text size="sm" c="dimmed">
        Your edits are kept whichever you choose; Cancel returns to the form.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          loading={isSaving}
          disabled={strategy === null}
          onClick={() => {
            if (strategy !== null) onConfirm(strategy);
          }}
        >
          {strategy === 'immediate' ? 'Apply now' : 'Save gradually'}
        </Button>
      </Group>
    </Stack>
  );
}
