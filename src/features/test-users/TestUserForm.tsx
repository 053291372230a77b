import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { TestUser } from '../../contract/evaluation/testUser';
import { TestUserFields } from './TestUserFields';
import { SaveTestUserSchema, type TestUserFormValues, toTestUser } from './testUserFormSchema';

export type SaveMode = 'new' | 'over';

interface TestUserFormProps {
  /** Values to start from; the panel remounts the form (by key) when another saved user is picked. */
  initialValues: TestUserFormValues;
  /** The saved user the form was filled from: Save writes over it, "Save as new" keeps it. */
  pickedName: string | undefined;
  /** Every change, as typed (the panel evaluates it after a short pause). */
  onUserChange: (user: TestUser) => void;
  /** Stores the user; a message when it could not (storage full or blocked, the list at its limit). */
  onSave: (name: string, user: TestUser, mode: SaveMode) => string | undefined;
}

/** The test user's fields and a name to save it under; typed values stay whatever a save says. */
export function TestUserForm({ initialValues, pickedName, onUserChange, onSave }: TestUserFormProps) {
  const form = useForm<TestUserFormValues>({
    resolver: zodResolver(SaveTestUserSchema),
    defaultValues: initialValues,
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const watched = useWatch({ control: form.control });
  useEffect(() => {
    onUserChange(toTestUser(form.getValues()));
  }, [watched, form, onUserChange]);

  const save = (mode: SaveMode) =>
    form.handleSubmit((values) => {
      const problem = onSave(values.name.trim(), toTestUser(values), mode);
      setNotice(
        problem === undefined ? { ok: true, text: `Saved “${values.name.trim()}”` } : { ok: false, text: problem },
      );
    });

  return (
    <FormProvider {...form}>
      <form
        aria-label="Test user"
        noValidate
        onSubmit={(event) => {
          void save(pickedName === undefined ? 'new' : 'over')(event);
        }}
      >
        <Stack gap="sm">
          <TestUserFields />
          <TextInput
            size="xs"
            label="Name to save as"
            description="Saved on this device, for this server"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Group gap="xs">
            <Button type="submit" size="xs">
              {pickedName === undefined ? 'Save test user' : `Save over “${pickedName}”`}
            </Button>
            {pickedName !== undefined && (
              <Button variant="default" size="xs" onClick={(event) => void save('new')(event)}>
                Save as new
              </Button>
            )}
          </Group>
          {notice !== undefined && (
            <Alert color={notice.ok ? 'teal' : 'red'} role={notice.ok ? 'status' : 'alert'} p="xs">
              {notice.text}
            </Alert>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
