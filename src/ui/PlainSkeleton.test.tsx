// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Skeleton } from '@mantine/core';
import { PlainSkeleton } from './PlainSkeleton';
import { renderedMarkup } from './testing/markupSkeleton';

describe('PlainSkeleton', () => {
  it('draws a loading bar as Mantine’s Skeleton does, with a width and a radius or without', () => {
    expect(renderedMarkup(<PlainSkeleton height={34} width="35%" radius="sm" />)).toBe(
      renderedMarkup(<Skeleton height={34} width="35%" radius="sm" />),
    );
    expect(renderedMarkup(<PlainSkeleton height={12} radius="sm" />)).toBe(
      renderedMarkup(<Skeleton height={12} radius="sm" />),
    );
    expect(renderedMarkup(<PlainSkeleton height={240} />)).toBe(renderedMarkup(<Skeleton height={240} />));
  });
});
