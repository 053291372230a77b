import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Pagination } from '../contract/envelope';
import { describePager, pageSizeOptions } from './pagerMath';

interface PagerProps {
  page: number;
  limit: number;
  pagination: Pagination | undefined;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** "Page X of Y · N items", Previous/Next and the page size of a paged list. */
export function Pager({ page, limit, pagination, onPageChange, onLimitChange }: PagerProps) {
  const view = describePager(page, limit, pagination);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" mt="sm">
      <Text size="sm" aria-live="polite">
        {view.summary}
      </Text>
      <Group gap="sm" wrap="wrap">
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
            onPageChange(view.page - 1);
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
            onPageChange(view.page + 1);
          }}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
