import { isEndpointMissing } from '../../client/listMissing';
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { startAutotuneMutation } from '../../client/mutations/autotuneMutations';
import type { Autotune } from '../../contract/autotune';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errorStatus';
import { showNotification } from '../../ui/showNotification';

/**
 * Start for an autotune not yet started, asking first. Start is an extension with no way to ask whether a server
 * has it: the button shows, and a 404 hides it with a note for as long as the page stays open.
 */
export function StartAutotune({ autotune }: { autotune: Autotune }) {
  const [asking, setAsking] = useState(false);
  const mutation = useMutation(startAutotuneMutation(autotune.id));
  const name = autotune.name ?? autotune.id;

  if (isEndpointMissing(mutation.error)) {
    return (
      <Alert color="gray" title="This server cannot start autotunes">
        Its Console API has no start for autotunes; start {name} where the service is managed.
      </Alert>
    );
  }
  if (autotune.isStarted === true) return null;

  const start = () => {
    setAsking(false);
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        showNotification({ color: 'teal', message: result.message.replace(/\.?$/, '.') });
      },
    });
  };
  return (
    <>
      <Group gap="md" align="center">
        <Button
          onClick={() => {
            setAsking(true);
          }}
          loading={mutation.isPending}
        >
          Start
        </Button>
        {mutation.error && !isEndpointMissing(mutation.error) && (
          <Text c="red.9" size="sm" role="alert">
            {errorMessage(mutation.error)}
          </Text>
        )}
      </Group>
      <ConfirmDialog
        opened={asking}
        title={`Start ${name}?`}
        confirmLabel="Start autotune"
        onConfirm={start}
        onCancel={() => {
          setAsking(false);
        }}
      >
        The autotune begins exploring: traffic is split across its {autotune.variants.length} variants and then shifted
        towards the one that wins on its success event. A started autotune cannot be started again.
      </ConfirmDialog>
    </>
  );
}
