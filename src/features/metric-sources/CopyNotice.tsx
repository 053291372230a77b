import { Alert } from '@mantine/core';

/** Says what the form was prefilled from, and what it could not know. */
export function CopyNotice({ sourceName, known }: { sourceName: string; known: boolean }) {
  return (
    <Alert color="blue" variant="light" title={`A copy of ${sourceName}`} mb="md" maw={880}>
      {known
        ? 'Every field is filled in from that source as it was created in this tab. Give the copy its own name before creating it.'
        : 'The Console API cannot read a metric source back, so only the name is filled in. Give the copy its own name and the rest of its fields.'}
    </Alert>
  );
}
