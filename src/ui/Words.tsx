import { Badge, Group } from '@mantine/core';

/** A list of words (tags, apps, ids) as grey badges, or a dash when there are none. */
export function Words({ words, empty = '—' }: { words: readonly string[] | undefined; empty?: string }) {
  if (words === undefined || words.length === 0) return <>{empty}</>;
  return (
    <Group gap={4}>
      {words.map((word) => (
        <Badge key={word} variant="light" color="gray" tt="none">
          {word}
        </Badge>
      ))}
    </Group>
  );
}
