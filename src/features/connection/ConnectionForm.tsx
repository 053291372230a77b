import { useState } from 'react';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { loadConnection, saveConnection } from '../../client/connection';
import { ConnectionFormSchema, type ConnectionFormValues } from './connectionFormSchema';
import { ConnectionTestResult } from './ConnectionTestResult';
import { testConnection } from './testConnection';

/** Base URL, API key and "remember"; Save stores them, Test connection tries them without storing. */
export function ConnectionForm() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(ConnectionFormSchema),
    defaultValues: loadConnection(),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const test = useMutation({ mutationFn: testConnection });

  const save = form.handleSubmit((values) => {
    saveConnection(values);
    form.reset(values);
    setSaved(true);
    // Everything cached was read with the old key or from the old server: drop it and refetch what is shown.
    void queryClient.resetQueries();
    void router.invalidate();
  });
  const runTest = form.handleSubmit((values) => {
    test.mutate(values);
  });

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
          {...form.register('baseUrl')}
        />
        <PasswordInput
          label="API key"
          autoComplete="off"
          visibilityToggleFocusable
          // Not "Show API key": getByLabel('API key') must find only the input.
          visibilityToggleButtonProps={{ 'aria-label': 'Show the key' }}
          error={errors.apiKey?.message}
          {...form.register('apiKey')}
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
          {saved && !isDirty && (
            <Text size="sm" role="status">
              Saved
            </Text>
          )}
        </Group>
        {test.data && <ConnectionTestResult outcome={test.data} />}
      </Stack>
    </form>
  );
}
