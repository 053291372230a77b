import { useState } from 'react';
import { Alert, Button, FileButton, Group, Stack } from '@mantine/core';
import { IconCopy, IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { parseTestUserExport, readSavedTestUsers } from '../../client/savedTestUsers';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { downloadFile } from '../../ui/downloadFile';
import { readFileText } from './readFileText';
import { duplicateUser, exportText, importUsers, removeUser } from './savedUserList';
import { SavedTestUserSelect } from './SavedTestUserSelect';
import { useSavedListWriter } from './useSavedListWriter';

interface SavedUserActionsProps {
  pickedId: string | null;
  onPick: (id: string | null) => void;
}

type Notice = { ok: boolean; text: string } | undefined;

/** The saved-user picker and what one does with saved users: duplicate, delete, export and import. */
export function SavedUserActions({ pickedId, onPick }: SavedUserActionsProps) {
  const { users } = useSavedTestUsers();
  const write = useSavedListWriter();
  const [notice, setNotice] = useState<Notice>();
  const [confirming, setConfirming] = useState(false);
  const picked = users.find((saved) => saved.id === pickedId);

  const duplicate = () => {
    if (picked === undefined) return;
    const change = duplicateUser(readSavedTestUsers(), picked.id);
    if ('error' in change) {
      setNotice({ ok: false, text: change.error });
      return;
    }
    const problem = write(() => change.list);
    setNotice(
      problem === undefined ? { ok: true, text: `Saved “${picked.name} (copy)”` } : { ok: false, text: problem },
    );
    onPick(change.id);
  };

  const remove = () => {
    setConfirming(false);
    if (picked === undefined) return;
    const problem = write((list) => removeUser(list, picked.id));
    setNotice(problem === undefined ? { ok: true, text: `Deleted “${picked.name}”` } : { ok: false, text: problem });
    onPick(null);
  };

  const importFile = async (file: File | null) => {
    if (file === null) return;
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setNotice({ ok: false, text: `${file.name} could not be read` });
      return;
    }
    const parsed = parseTestUserExport(text);
    if ('error' in parsed) {
      setNotice({ ok: false, text: `${file.name} was not imported: ${parsed.error}` });
      return;
    }
    const merged = importUsers(readSavedTestUsers(), parsed.users);
    if ('error' in merged) {
      setNotice({ ok: false, text: merged.error });
      return;
    }
    const problem = write(() => merged.list);
    const count = `${String(parsed.users.length)} test user${parsed.users.length === 1 ? '' : 's'}`;
    setNotice(
      problem === undefined ? { ok: true, text: `Imported ${count} from ${file.name}` } : { ok: false, text: problem },
    );
  };

  return (
    <Stack gap="xs">
      <SavedTestUserSelect value={pickedId} onChange={onPick} />
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={14} aria-hidden />}
          disabled={picked === undefined}
          onClick={duplicate}
        >
          Duplicate
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={picked === undefined}
          onClick={() => {
            setConfirming(true);
          }}
        >
          Delete
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={users.length === 0}
          onClick={() => {
            downloadFile('test-users.json', exportText(readSavedTestUsers()));
          }}
        >
          Export all
        </Button>
        <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
          {(props) => (
            <Button size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} {...props}>
              Import
            </Button>
          )}
        </FileButton>
      </Group>
      {notice !== undefined && (
        <Alert color={notice.ok ? 'teal' : 'red'} role={notice.ok ? 'status' : 'alert'} p="xs">
          {notice.text}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={`Delete “${picked?.name ?? ''}”?`}
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        The saved test user is removed from this device. Export first to keep a copy.
      </ConfirmDialog>
    </Stack>
  );
}
