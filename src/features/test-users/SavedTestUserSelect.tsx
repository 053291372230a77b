import { Select } from '@mantine/core';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';

interface SavedTestUserSelectProps {
  /** The saved user's id, or null for none picked. */
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
}

/** Picks one of the saved test users of this server; the one picker every panel and page uses. */
export function SavedTestUserSelect({ value, onChange, label = 'Saved test user' }: SavedTestUserSelectProps) {
  const { users } = useSavedTestUsers();
  return (
    <Select
      label={label}
      placeholder={users.length === 0 ? 'No saved test users yet' : 'Pick a saved test user'}
      data={users.map((saved) => ({ value: saved.id, label: saved.name }))}
      value={users.some((saved) => saved.id === value) ? value : null}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="No saved test user has that name"
    />
  );
}
