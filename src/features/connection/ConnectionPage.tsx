import { Stack } from '@mantine/core';
import { PageTitle } from '../../ui/PageTitle';
import { ConnectionForm } from './ConnectionForm';
import { ServerKeyNote } from './ServerKeyNote';

/** Where the Console API is and which key to send it. */
export function ConnectionPage() {
  return (
    <Stack gap="md">
      <PageTitle
        title="Connection"
        description="Gatehouse sends every request to this address with this key. The key stays in this browser."
      />
      <ServerKeyNote />
      <ConnectionForm />
    </Stack>
  );
}
