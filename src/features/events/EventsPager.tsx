import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { pageSizeOptions } from '../../ui/pagerMath';
import type { EventsWindowView } from './eventsWindow';

interface EventsPagerProps {
  view: EventsWindowView;
  limit: number;
  loading: boolean;
  onStartChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onLoadMore: () => void;
}

/** Previous/next run of pages, page size, and "Load more events", which adds the following page to those shown. */
export function EventsPager({ view, limit, loading, onStartChange, onLimitChange, onLoadMore }: EventsPagerProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" mt="sm">
      <Text size="sm" aria-live="polite">
        {view.summary}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={!view.canLoadMore} loading={loading} onClick={onLoadMore}>
          Load more events
        </Button>
        <NativeSelect
          label="Rows per page"
          size="xs"
          data={pageSizeOptions(limit).map(String)}
          value={String(limit)}
          onChange={(event) => {
            onLimitChange(Number(event.currentTarget.value));
          }}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' } }}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!view.hasPrevious}
          onClick={() => {
            onStartChange(view.previousStart);
          }}
        >
          Previous page
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!view.hasNext}
          onClick={() => {
            onStartChange(view.nextStart);
          }}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
