// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Badge } from '@mantine/core';
import { renderedMarkup } from '../../ui/testing/markupSkeleton';
import { PlainBadge } from './PlainBadge';

const bodyText = { label: { color: 'var(--mantine-color-text)' } };

describe('PlainBadge', () => {
  it('draws a rule’s pass badge as Mantine’s light Badge does', () => {
    expect(
      renderedMarkup(
        <PlainBadge variant="light" color="blue" style={{ flexShrink: 0 }}>
          50% pass
        </PlainBadge>,
      ),
    ).toBe(
      renderedMarkup(
        <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
          50% pass
        </Badge>,
      ),
    );
  });

  it('draws a rollout’s reached and scheduled steps as the timeline’s Badges did', () => {
    expect(
      renderedMarkup(
        <PlainBadge variant="light" color="teal" plainText>
          10%
        </PlainBadge>,
      ),
    ).toBe(
      renderedMarkup(
        <Badge variant="light" color="teal" tt="none" styles={bodyText}>
          10%
        </Badge>,
      ),
    );
    expect(
      renderedMarkup(
        <PlainBadge variant="outline" color="gray" plainText dashed>
          20%
        </PlainBadge>,
      ),
    ).toBe(
      renderedMarkup(
        <Badge variant="outline" color="gray" tt="none" styles={{ ...bodyText, root: { borderStyle: 'dashed' } }}>
          20%
        </Badge>,
      ),
    );
  });
});
