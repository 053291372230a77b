import { Stack, Text } from '@mantine/core';
import { KIND_GROUPS } from './paletteItem';
import type { SourceAnswer } from './paletteSource';

/** One line per source that is not simply ready: still searching, fell back to this device's list, or failed. */
export function PaletteNotes({ answers, typing }: { answers: readonly SourceAnswer[]; typing: boolean }) {
  const lines = answers.flatMap((answer) => {
    const group = KIND_GROUPS[answer.kind];
    if (answer.state === 'failed')
      return [
        {
          key: answer.kind,
          failed: true,
          text: `${group} could not be searched: ${answer.message ?? 'the server did not answer.'}`,
        },
      ];
    if (!typing) return [];
    if (answer.state === 'fallback')
      return [
        {
          key: answer.kind,
          failed: false,
          text: `${group}: this server has no list, so only those opened on this device are searched.`,
        },
      ];
    if (answer.state === 'loading')
      return [{ key: answer.kind, failed: false, text: `Searching ${group.toLowerCase()}…` }];
    return [];
  });
  return (
    <Stack gap={2} px="md" py={lines.length > 0 ? 'xs' : 0} role="status" aria-live="polite">
      {lines.map((line) => (
        <Text key={line.key} size="xs" c={line.failed ? 'var(--mantine-color-error)' : 'dimmed'}>
          {line.text}
        </Text>
      ))}
    </Stack>
  );
}
