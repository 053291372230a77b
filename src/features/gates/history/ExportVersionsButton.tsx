import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Gate } from '../../../contract/gate';
import { errorMessage } from '../../../ui/errorStatus';
import { versionsExportFile } from './versionsExport';
import { showNotification } from '../../../ui/showNotification';
import { downloadFile } from '../../../ui/downloadFile';

/** Downloads every version of the gate (all pages, not only the one shown) as one JSON file. */
export function ExportVersionsButton({
  gateId,
  loadVersions,
}: {
  gateId: string;
  loadVersions: () => Promise<Gate[]>;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={pending}
        onClick={() => {
          setPending(true);
          setFailure(undefined);
          loadVersions()
            .then((versions) => {
              const file = versionsExportFile(gateId, versions, new Date());
              downloadFile(file.name, file.text);
              showNotification({
                color: 'green',
                title: 'Export ready',
                message: `${String(versions.length)} versions in ${file.name}`,
              });
            })
            .catch((error: unknown) => {
              setFailure(`The versions could not be exported: ${errorMessage(error)}`);
            })
            .finally(() => {
              setPending(false);
            });
        }}
      >
        Export all versions (JSON)
      </Button>
      {failure !== undefined && (
        <Alert color="red" variant="light" role="alert" mt="xs" title="Export failed">
          <Text size="sm">{failure}</Text>
        </Alert>
      )}
    </div>
  );
}
