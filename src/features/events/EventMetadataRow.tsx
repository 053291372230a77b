import { lazy, Suspense } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { metadataAsJson } from './eventJson';
import { EVENT_COLUMNS, panelId, type RowProps } from './EventRow';

// The JSON viewer is needed only once a row is expanded: it stays out of the page's first view.
const JsonView = lazy(() => import('../../ui/JsonView').then((module) => ({ default: module.JsonView })));

/** The full metadata of an expanded event as formatted, collapsible JSON. */
export function MetadataRow({ loaded, index, rowRef, ariaRowIndex }: RowProps) {
  const empty = Object.keys(loaded.event.metadata).length === 0;
  return (
    <tr ref={rowRef} data-index={index} aria-rowindex={ariaRowIndex}>
      <Box
        component="td"
        colSpan={EVENT_COLUMNS.length}
        id={panelId(loaded.key)}
        bg="var(--mantine-color-default-hover)"
      >
        <Group gap="xs" align="flex-start" pl={48} py={4}>
          {empty ? (
            <Text size="sm">This event has no metadata.</Text>
          ) : (
            <Suspense fallback={<Text size="sm">Loading metadata…</Text>}>
              <JsonView value={metadataAsJson(loaded.event.metadata)} label="metadata" defaultExpanded />
            </Suspense>
          )}
        </Group>
      </Box>
    </tr>
  );
}
