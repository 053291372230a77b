import { Stack } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { ConnectionForm } from './ConnectionForm';
import { ServerKeyNote } from './ServerKeyNote';

/**
 * Where the Console API is and which key to send it. `redirect` is the page that sent the user here, where a Save
 * that connects takes them back (else Gates).
 */
export function ConnectionPage({ redirect }: { redirect?: string | undefined }) {
  return (
    <Stack gap="md">
      <PageTitle
        title="Connection"
        description="Gatehouse sends every request to this address with this key. The key stays in this browser."
      />
      <ServerKeyNote />
      <ConnectionForm redirect={redirect} />
    </Stack>
  );
}
