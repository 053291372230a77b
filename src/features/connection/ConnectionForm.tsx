import { useState } from 'react';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { loadConnection, saveConnection } from '../../client/connection';
import { ConnectionFormSchema, type ConnectionFormValues } from './connectionFormSchema';
import { ConnectionTestResult } from './ConnectionTestResult';
import { recordKeyVerdict } from './keyVerdict';
import { returnPath } from './returnPath';
import { CONNECTION_TEST_KEY } from './useKeyVerdicts';
import { testConnection } from './testConnection';
import { showNotification } from '../../ui/showNotification';

/**
 * Base URL, API key and "remember"; Save stores them and then tests them, Test connection tries them without storing.
 * A Save that connects goes on to `redirect` (the page that sent the user here) or Gates, saying so in a toast.
 */
export function ConnectionForm({ redirect }: { redirect?: string | undefined }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(ConnectionFormSchema),
    defaultValues: loadConnection(),
    // Not 'onTouched': an error shown on blur pushed Save down between mousedown and mouseup, so the click was lost
    // (no submit, focus left on Save). On submit the first invalid field gets the focus; after that, errors follow edits.
    mode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;
  const test = useMutation({
    mutationKey: CONNECTION_TEST_KEY,
    mutationFn: ({ values }: { values: ConnectionFormValues; afterSave: boolean }) => testConnection(values),
  });
  // A result belongs to the values it was found with: editing them takes it away (and ignores one still on its way).
  const clearResult = () => {
    test.reset();
  };

  const save = form.handleSubmit((values) => {
    saveConnection(values);
    form.reset(values);
    setSaved(true);
    // Everything cached was read with the old key or from the old server: drop it and refetch what is shown.
    void queryClient.resetQueries();
    void router.invalidate();
    // Saving never waits on the server, but the user learns at once whether the saved key works.
    test.mutate(
      { values, afterSave: true },
      {
        onSuccess: (outcome) => {
          if (!outcome.ok) {
            if (outcome.refused) recordKeyVerdict(loadConnection(), 'refused');
            return;
          }
          recordKeyVerdict(loadConnection(), 'accepted');
          showNotification({ color: 'green', title: 'Connected', message: `${outcome.summary}.` });
          void navigate({ href: returnPath(redirect) });
        },
      },
    );
  });
  const runTest = form.handleSubmit((values) => {
    test.mutate({ values, afterSave: false });
  });
  const afterSave = test.variables?.afterSave ?? false;
  const savedButFailed = afterSave && test.data?.ok === false;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void save(event);
      }}
    >
      <Stack gap="md" maw={560}>
        <TextInput
          label="Base URL"
          description="Leave empty to use the server that serves this page."
          placeholder={window.location.origin}
          autoComplete="url"
          error={errors.baseUrl?.message}
          {...form.register('baseUrl', { onChange: clearResult })}
        />
        <PasswordInput
          label="API key"
          autoComplete="off"
          visibilityToggleFocusable
          // Not "Show API key": getByLabel('API key') must find only the input.
          visibilityToggleButtonProps={{ 'aria-label': 'Show the key' }}
          error={errors.apiKey?.message}
          {...form.register('apiKey', { onChange: clearResult })}
        />
        <Checkbox
          label="Remember on this device"
          description="Otherwise the key is forgotten when this tab closes."
          {...form.register('remember')}
        />
        <Group gap="sm">
          <Button type="submit">Save</Button>
          <Button
            variant="default"
            loading={test.isPending}
            onClick={() => {
              void runTest();
            }}
          >
            Test connection
          </Button>
          {saved && !isDirty && !savedButFailed && (
            <Text size="sm" role="status">
              Saved
            </Text>
          )}
        </Group>
        {test.data && <ConnectionTestResult outcome={test.data} afterSave={afterSave} />}
      </Stack>
    </form>
  );
}
