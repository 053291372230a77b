import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createGateMutation } from '../../../client/mutations/gateCreateMutation';
import { showNotification } from '../../../ui/showNotification';
import { type CreateFailure, placeCreateFailure } from './createFailure';
import { NewGateFields } from './NewGateFields';
import { NEW_GATE_DEFAULTS, type NewGateBody, newGateSchema, type NewGateValues } from './newGateSchema';

const resolver = zodResolver(newGateSchema);

interface NewGateDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The New gate dialog: a form of the gate's own settings that creates the gate and opens its editor. A refused
 * create keeps every value typed and shows the server's message on the field it concerns.
 */
export default function NewGateDialog({ opened, onClose }: NewGateDialogProps) {
  const navigate = useNavigate();
  const form = useForm<NewGateValues, unknown, NewGateBody>({
    resolver,
    defaultValues: NEW_GATE_DEFAULTS,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<CreateFailure | undefined>();
  const create = useMutation({
    ...createGateMutation(),
    onSuccess: (result) => {
      showNotification({ color: 'green', message: result.message || 'Gate created' });
      void navigate({ to: '/gates/$gateId', params: { gateId: result.data.id } });
    },
    onError: (error) => {
      const placed = placeCreateFailure(error);
      setFailure(placed);
      for (const { field, message } of placed.fieldErrors) form.setError(field, { type: 'server', message });
      const [first] = placed.fieldErrors;
      if (first !== undefined) form.setFocus(first.field);
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(undefined);
    create.mutate(body);
  });

  return (
    // Title and close button in the body: Modal's own header is a <header>, a second banner landmark on the page.
    <Modal opened={opened} onClose={onClose} withCloseButton={false} size="lg" returnFocus={false}>
      <FormProvider {...form}>
        <form aria-label="New gate" noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Modal.Title fw={700} fz="lg">
                New gate
              </Modal.Title>
              <Modal.CloseButton aria-label="Close" />
            </Group>
            <NewGateFields control={form.control} />
            {failure?.notAllowed === true && (
              <Alert color="yellow" title="Creating gates is not available">
                This service does not allow creating gates here. Create the gate where the service is managed, then open
                it by its id.
              </Alert>
            )}
            {failure?.formMessage !== undefined && (
              <Alert color="red" title="The gate was not created">
                {failure.formMessage}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={failure?.notAllowed === true}>
                Create gate
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
