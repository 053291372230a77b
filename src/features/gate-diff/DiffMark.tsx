import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import type { Segment } from './diffSides';

const BACKGROUND = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
} as const;

/**
 * Text that one side has and the other lacks, as <ins> or <del> so assistive technology announces it too;
 * the background colour (theme tokens, both schemes) is for the eye.
 */
export function DiffMark({ kind, children }: { kind: 'added' | 'removed'; children: ReactNode }) {
  return (
    <Box
      component={kind === 'added' ? 'ins' : 'del'}
      style={{
        background: BACKGROUND[kind],
        borderRadius: 'var(--mantine-radius-xs)',
        textDecoration: kind === 'removed' ? 'line-through' : 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** One side of a text or list comparison, changed segments marked. */
export function DiffSegments({
  segments,
  side,
  separator = '',
}: {
  segments: readonly Segment[];
  side: 'before' | 'after';
  separator?: string;
}) {
  if (segments.length === 0) return <span>—</span>;
  return (
    <span>
      {segments.map((segment, index) => (
        <span key={index}>
          {index > 0 && separator}
          {segment.changed ? (
            <DiffMark kind={side === 'after' ? 'added' : 'removed'}>{segment.text}</DiffMark>
          ) : (
            segment.text
          )}
        </span>
      ))}
    </span>
  );
}
