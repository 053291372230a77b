import { Stack, Text } from '@mantine/core';
import type { Pagination } from '../contract/envelope';
import { describeEmptyPage } from './pagerMath';
import { PlainButton } from './PlainButton';

interface EmptyPageProps {
  page: number;
  pagination: Pagination | undefined;
  /** What an empty first page says: the list itself has nothing. */
  emptyMessage: string;
  onPageChange: (page: number) => void;
}

/** The body of a list page with no rows: the list's own message on page 1, else "nothing on page N" and a way back. */
export function EmptyPage({ page, pagination, emptyMessage, onPageChange }: EmptyPageProps) {
  const view = describeEmptyPage(page, pagination, emptyMessage);
  const { goTo } = view;
  return (
    <Stack align="center" gap="xs" py="md">
      <Text size="sm" ta="center">
        {view.message}
      </Text>
      {goTo !== undefined && (
        <PlainButton
          variant="light"
          size="xs"
          onClick={() => {
            onPageChange(goTo);
          }}
        >
          {`Go to page ${String(goTo)}`}
        </PlainButton>
      )}
    </Stack>
  );
}
