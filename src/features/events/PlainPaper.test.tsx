// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Paper } from '@mantine/core';
import { markupSkeleton } from '../../ui/testing/markupSkeleton';
import { PlainPaper } from './PlainPaper';

describe('the histogram’s frame', () => {
  it('is drawn as Mantine’s bordered Paper with medium padding and margin', () => {
    expect(
      markupSkeleton(
        <PlainPaper>
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
