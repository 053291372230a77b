import { Alert, Stack, Text } from '@mantine/core';
import { countOf, percentOf, ReadingProgress } from '../../../ui/ReadingProgress';
import type { WalkProgress } from '../../../client/pageWalker';

interface LocalGateListNoteProps {
  progress: WalkProgress | undefined;
  /** Gates read in all, once the reading is done. */
  total: number | undefined;
}

/** Says that this server ignores the list's filters and order, and how far reading every gate has come. */
export function LocalGateListNote({ progress, total }: LocalGateListNoteProps) {
  const expected = progress?.totalItems;
  const items = progress?.items ?? 0;
  return (
    <Alert color="yellow" title="This server does not filter or sort gates">
      <Stack gap="xs">
        <Text size="sm">
          {total === undefined
            ? 'Reading every gate to filter and sort them here…'
            : `Filtered and sorted here, from all ${total.toLocaleString('en-US')} gates the server listed.`}
        </Text>
        {total === undefined && (
          <ReadingProgress
            text={`Reading gates: ${countOf(items, expected)}`}
            percent={percentOf(items, expected)}
            label="Gates read"
          />
        )}
      </Stack>
    </Alert>
  );
}
