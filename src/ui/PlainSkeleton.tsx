import type { CSSProperties } from 'react';
import { rem } from '@mantine/core';

interface PlainSkeletonProps {
  /** In pixels. */
  height: number;
  /** A CSS width (`'35%'`); Mantine's full width when left out. */
  width?: string;
  /** A theme radius; Mantine's default when left out. */
  radius?: 'sm';
}

/**
 * `<Skeleton height width radius />` as the plain element Mantine renders (its stylesheet is the shell's): the
 * loading view draws nine in every cold page's first frame, and every page's loading bars use this one, so
 * Skeleton's code is in no chunk. PlainSkeleton.test.tsx holds it to Skeleton.
 */
export function PlainSkeleton({ height, width, radius }: PlainSkeletonProps) {
  const look = {
    '--skeleton-height': rem(height),
    ...(width === undefined ? {} : { '--skeleton-width': width }),
    ...(radius === undefined ? {} : { '--skeleton-radius': `var(--mantine-radius-${radius})` }),
  } as CSSProperties;
  return <div style={look} className="m_18320242" data-visible="true" data-animate="true" />;
}
