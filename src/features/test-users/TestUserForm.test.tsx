// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../../contract/evaluation/testUser';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { TestUserForm } from './TestUserForm';
import { toFormValues } from './testUserFormSchema';

/** Puts the text in at once: typing each letter re-renders the whole form, slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(onSave = vi.fn<(name: string, user: TestUser) => string | undefined>()) {
  const onUserChange = vi.fn<(user: TestUser) => void>();
  renderInMantine(
    <TestUserForm initialValues={toFormValues()} pickedName={undefined} onUserChange={onUserChange} onSave={onSave} />,
  );
  return { onSave, onUserChange };
}

describe('TestUserForm', () => {
  it('keeps every typed value when a save is refused for want of a name', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await fill(user, screen.getByRole('textbox', { name: 'User ID' }), 'maya');
    await fill(user, screen.getByRole('textbox', { name: 'Country' }), 'CA');
    await user.click(screen.getByRole('button', { name: 'Add custom id' }));
    await fill(user, screen.getByRole('textbox', { name: 'ID type 1' }), 'stableID');
    await fill(user, screen.getByRole('textbox', { name: 'Value 1' }), 'device-7');
    await user.click(screen.getByRole('button', { name: 'Save test user' }));

    expect(await screen.findByText('Name the user to save it')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveProperty('value', 'maya');
    expect(screen.getByRole('textbox', { name: 'ID type 1' })).toHaveProperty('value', 'stableID');
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveProperty('value', 'device-7');
  });

  it('saves the user as typed, custom ids as a map, under the name given', async () => {
    const user = userEvent.setup();
    const { onSave, onUserChange } = renderForm();
    await fill(user, screen.getByRole('textbox', { name: 'User ID' }), 'maya');
    await user.click(screen.getByRole('button', { name: 'Add custom id' }));
    await fill(user, screen.getByRole('textbox', { name: 'ID type 1' }), 'stableID');
    await fill(user, screen.getByRole('textbox', { name: 'Value 1' }), 'device-7');
    await fill(user, screen.getByRole('textbox', { name: /^Name to save as/ }), 'Maya');
    await user.click(screen.getByRole('button', { name: 'Save test user' }));

    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    const [name, saved] = onSave.mock.calls[0] ?? [];
    expect(name).toBe('Maya');
    expect(saved?.userID).toBe('maya');
    expect(saved?.customIDs).toEqual({ stableID: 'device-7' });
    expect(await screen.findByText('Saved “Maya”')).toBeTruthy();
    // The live result follows the typing: the last user handed on is the one saved.
    expect(onUserChange.mock.lastCall?.[0]).toEqual(saved);
  });

  it('flags a custom id named twice instead of dropping one', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add custom id' }));
    await user.click(screen.getByRole('button', { name: 'Add custom id' }));
    await fill(user, screen.getByRole('textbox', { name: 'ID type 1' }), 'stableID');
    await fill(user, screen.getByRole('textbox', { name: 'ID type 2' }), 'stableID');
    await fill(user, screen.getByRole('textbox', { name: /^Name to save as/ }), 'Twice');
    await user.click(screen.getByRole('button', { name: 'Save test user' }));
    expect(await screen.findByText('stableID is already listed')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
