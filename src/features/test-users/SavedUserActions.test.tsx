// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedTestUsers, writeSavedTestUsers } from '../../client/savedTestUsers';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { SavedUserActions } from './SavedUserActions';

const maya = { id: 'm', name: 'Maya', user: TestUserSchema.parse({ userID: 'maya', country: 'CA' }) };

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('SavedUserActions', () => {
  beforeEach(() => {
    window.localStorage.clear();
    writeSavedTestUsers({ users: [maya], examplesOffered: true });
  });

  it('says why a bad file was not imported and keeps the saved users', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInMantine(<SavedUserActions pickedId={null} onPick={vi.fn()} />);
    await user.upload(fileInput(), new File(['{"users": [{"name": "no id"}]}'], 'broken.json'));
    expect(
      await screen.findByText(
        'broken.json was not imported: The file is not a list of saved test users (id, name and user for each)',
      ),
    ).toBeTruthy();
    expect(readSavedTestUsers().users).toEqual([maya]);
  });

  it('imports a good file beside the saved users', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderInMantine(<SavedUserActions pickedId={null} onPick={vi.fn()} />);
    const sam = { id: 's', name: 'Sam', user: TestUserSchema.parse({ country: 'FR' }) };
    await user.upload(fileInput(), new File([JSON.stringify({ users: [sam] })], 'team.json'));
    expect(await screen.findByText('Imported 1 test user from team.json')).toBeTruthy();
    expect(readSavedTestUsers().users.map((saved) => saved.name)).toEqual(['Maya', 'Sam']);
  });

  it('deletes the picked user only once confirmed', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderInMantine(<SavedUserActions pickedId="m" onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(readSavedTestUsers().users).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(readSavedTestUsers().users).toEqual([]);
    });
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('duplicates the picked user and picks the copy', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderInMantine(<SavedUserActions pickedId="m" onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    const names = readSavedTestUsers().users.map((saved) => saved.name);
    expect(names).toEqual(['Maya', 'Maya (copy)']);
    expect(onPick).toHaveBeenLastCalledWith(readSavedTestUsers().users[1]?.id);
  });
});
