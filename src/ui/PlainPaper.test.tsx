// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Paper } from '@mantine/core';
import { markupSkeleton } from './testing/markupSkeleton';
import { PlainPaper } from './PlainPaper';

describe('PlainPaper', () => {
  it('draws a bordered section as Mantine’s Paper does, with a shadow and a style of its own', () => {
    expect(markupSkeleton(<PlainPaper component="section" padding="md" aria-labelledby="x" children="a" />)).toEqual(
      markupSkeleton(<Paper withBorder p="md" component="section" aria-labelledby="x" children="a" />),
    );
    expect(
      markupSkeleton(
        <PlainPaper
          component="section"
          padding="sm"
          shadow="md"
          style={{ position: 'relative' }}
          aria-labelledby="x"
          children="b"
        />,
      ),
    ).toEqual(
      markupSkeleton(
        <Paper
          withBorder
          p="sm"
          shadow="md"
          component="section"
          style={{ position: 'relative' }}
          aria-labelledby="x"
          children="b"
        />,
      ),
    );
  });

  it('draws the histogram’s frame as Mantine’s bordered Paper with medium padding and margin', () => {
    expect(
      markupSkeleton(
        <PlainPaper padding="md" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <p>Events over time</p>
        </PlainPaper>,
      ),
    ).toEqual(
      markupSkeleton(
        <Paper withBorder p="md" mb="md">
          <p>Events over time</p>
        </Paper>,
      ),
    );
  });
});
