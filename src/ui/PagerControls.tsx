import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSelector } from '@tabler/icons-react';
import { pageSizeOptions } from './pagerMath';
import { PlainButton } from './PlainButton';
import { PlainSelect } from './plainInput';

const SIZE_FIELD_STYLE = { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' };

interface PagerControlsProps {
  /** Read out when it changes, e.g. "Page 2 of 8 · 150 items". */
  summary: string;
  limit: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLimitChange: (limit: number) => void;
  /** Controls before the page size, such as "Load more". */
  extra?: ReactNode;
}

/** The look of every pager: a summary, the page size and Previous/Next, whatever a page counts in. */
export function PagerControls({
  summary,
  limit,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onLimitChange,
  extra,
}: PagerControlsProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" mt="sm">
      <Text size="sm" aria-live="polite">
        {summary}
      </Text>
      <Group gap="sm" wrap="wrap">
        {extra}
        {/* A native select drawn as Mantine's input (ui/plainInput), without the Input or Combobox code: every
            list's first page shows this pager. */}
        <PlainSelect
          label="Rows per page"
          size="xs"
          rightSection={<IconSelector size={14} aria-hidden />}
          value={String(limit)}
          onChange={(event) => {
            onLimitChange(Number(event.currentTarget.value));
          }}
          style={SIZE_FIELD_STYLE}
        >
          {pageSizeOptions(limit).map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </PlainSelect>
        <PlainButton
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          Previous page
        </PlainButton>
        <PlainButton
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!hasNext}
          onClick={onNext}
        >
          Next page
        </PlainButton>
      </Group>
    </Group>
  );
}
