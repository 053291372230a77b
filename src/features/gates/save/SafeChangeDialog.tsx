import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { SAFE_CHANGE_STRATEGIES } from '../../../contract/enums';

type SafeChangeStrategy = (typeof SAFE_CHANGE_STRATEGIES)[number];

const STRATEGY_TEXT: Record<SafeChangeStrategy, { label: string; description: string }> = {
  gradual: {
    label: 'Gradually (recommended)',
    description: 'Raise the rule by at most 50 points now; the service schedules the rest of the rollout.',
  },
  immediate: {
    label: 'Immediately',
    description: 'Apply the new pass percentage to everyone it covers at once.',
  },
};

function isStrategy(value: string): value is SafeChangeStrategy {
  return SAFE_CHANGE_STRATEGIES.some((strategy) => strategy === value);
}

interface SafeChangeDialogProps {
  /** The server's 428 message (names the rule and the jump), or null when the dialog is closed. */
  message: string | null;
  isSaving: boolean;
  onConfirm: (strategy: SafeChangeStrategy) => void;
  onCancel: () => void;
}

/** Answers the service's safe-change check (428): explains the risk and resends with the chosen strategy. */
export function SafeChangeDialog({ message, isSaving, onConfirm, onCancel }: SafeChangeDialogProps) {
  const [strategy, setStrategy] = useState<SafeChangeStrategy>('gradual');
  return (
    <Modal opened={message !== null} onClose={onCancel} title="Confirm a large rollout increase" centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" title="This change raises exposure sharply">
          {/* The server's words may carry advice for API clients ("resend with …"): the dialog's own advice is below. */}
          <Text size="xs">
            Server said: {message}
          </Text>
        </Alert>
        <Text size="sm">
          A jump of more than 50 points exposes many users at once; if the feature misbehaves, more people see it before
          anyone can react. Choose how to apply the increase.
        </Text>
        <Radio.Group
          label="How to apply the increase"
          value={strategy}
          onChange={(value) => {
            if (isStrategy(value)) setStrategy(value);
          }}
        >
          <Stack gap="sm" mt="xs">
            {SAFE_CHANGE_STRATEGIES.map((option) => (
              <Radio key={option} value={option} label={STRATEGY_TEXT[option].label} description={STRATEGY_TEXT[option].description} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          Your edits are kept whichever you choose; Cancel returns to the form.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            loading={isSaving}
            onClick={() => {
              onConfirm(strategy);
            }}
          >
            Save {strategy === 'gradual' ? 'gradually' : 'immediately'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
