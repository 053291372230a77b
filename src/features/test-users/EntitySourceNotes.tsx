import { Alert, Stack, Text } from '@mantine/core';
import type { EveryEntity } from '../../client/queries/everyEntityQueries';

function recentNote(kind: string, count: number): string {
  const what = count === 1 ? `the 1 ${kind} opened recently` : `the ${String(count)} ${kind}s opened recently`;
  return `This server has no ${kind}s list, so the page evaluates ${what} on this device. Open more to add them here.`;
}

/** Says where the console could not read a whole list (an upstream without it) and which ids it could not find. */
export function EntitySourceNotes({ entities }: { entities: EveryEntity }) {
  const notes: string[] = [];
  if (entities.gates.source === 'recent') notes.push(recentNote('gate', entities.gates.items.length));
  if (entities.configs.source === 'recent') notes.push(recentNote('dynamic config', entities.configs.items.length));
  const notFound = [...entities.gates.notFound, ...entities.configs.notFound];
  if (notFound.length > 0) notes.push(`Not found on this server any more: ${notFound.join(', ')}.`);
  if (notes.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title="Not every list could be read" mb="md">
      <Stack gap={4}>
        {notes.map((note) => (
          <Text size="sm" key={note}>
            {note}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
