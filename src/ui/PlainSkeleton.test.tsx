// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Skeleton } from '@mantine/core';
import { PlainSkeleton } from './PlainSkeleton';
import { markupSkeleton } from './testing/markupSkeleton';

describe('PlainSkeleton', () => {
  it('draws a loading bar as Mantine’s Skeleton does, with a width and a radius or without', () => {
    expect(markupSkeleton(<PlainSkeleton height={34} width="35%" radius="sm" />)).toEqual(
      markupSkeleton(<Skeleton height={34} width="35%" radius="sm" />),
    );
    expect(markupSkeleton(<PlainSkeleton height={12} radius="sm" />)).toEqual(
      markupSkeleton(<Skeleton height={12} radius="sm" />),
    );
    expect(markupSkeleton(<PlainSkeleton height={240} />)).toEqual(markupSkeleton(<Skeleton height={240} />));
  });
});
