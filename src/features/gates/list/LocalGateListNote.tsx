import { Alert, Stack, Text } from '@mantine/core';
import { countOf, percentOf, ReadingProgress } from '../../../ui/ReadingProgress';
import type { WalkProgress } from '../../../client/pageWalker';
import { countText } from '../../../ui/countText';

interface LocalGateListNoteProps {
  progress: WalkProgress | undefined;
  /** Gates read in all, once the reading is done. */
  total: number | undefined;
  /** The reading stopped on an error (the table below says which and offers to try again). */
  failed: boolean;
}

/** Says that this server ignores the list's filters and order, and how far reading every gate has come. */
export function LocalGateListNote({ progress, total, failed }: LocalGateListNoteProps) {
  const expected = progress?.totalItems;
  const items = progress?.items ?? 0;
  return (
    <Alert color="yellow" title="This server does not filter or sort gates">
      <Stack gap="xs">
        <Text size="sm">
          {failed
            ? 'Reading every gate stopped on an error, so nothing is filtered yet.'
            : total === undefined
              ? 'Reading every gate to filter and sort them here…'
              : `Filtered and sorted here, from all ${countText(total)} gates the server listed.`}
        </Text>
        {total === undefined && !failed && (
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
