// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Text } from '@mantine/core';
import { markupSkeleton } from '../../ui/testing/markupSkeleton';
import { RowText } from './RowText';

describe('an events table cell’s text', () => {
  it('is drawn as Mantine’s small truncated Text, with and without a title', () => {
    expect(markupSkeleton(<RowText title="u1">u1</RowText>)).toEqual(
      markupSkeleton(
        <Text size="sm" truncate title="u1">
          u1
        </Text>,
      ),
    );
    expect(markupSkeleton(<RowText>web</RowText>)).toEqual(
      markupSkeleton(
        <Text size="sm" truncate>
          web
        </Text>,
      ),
    );
  });

  it('is drawn as Mantine’s monospace Text for the metadata preview', () => {
    expect(
      markupSkeleton(
        <RowText title="a=1" monospace>
          a=1
        </RowText>,
      ),
    ).toEqual(
      markupSkeleton(
        <Text size="sm" ff="monospace" truncate title="a=1">
          a=1
        </Text>,
      ),
    );
  });
});
