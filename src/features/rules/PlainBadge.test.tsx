// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Badge } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { PlainBadge } from './PlainBadge';

function markup(element: ReactElement): string {
  const { container, unmount } = renderInMantine(element);
  const html = container.innerHTML.replace(/<style[^>]*>.*?<\/style>/gs, '');
  unmount();
  return html;
}

const bodyText = { label: { color: 'var(--mantine-color-text)' } };

describe('PlainBadge', () => {
  it('draws a rule’s pass badge as Mantine’s light Badge does', () => {
    expect(
      markup(
        <PlainBadge variant="light" color="blue" style={{ flexShrink: 0 }}>
          50% pass
        </PlainBadge>,
      ),
    ).toBe(
      markup(
        <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
          50% pass
        </Badge>,
      ),
    );
  });

  it('draws a rollout’s reached and scheduled steps as the timeline’s Badges did', () => {
    expect(
      markup(
        <PlainBadge variant="light" color="teal" plainText>
          10%
        </PlainBadge>,
      ),
    ).toBe(
      markup(
        <Badge variant="light" color="teal" tt="none" styles={bodyText}>
          10%
        </Badge>,
      ),
    );
    expect(
      markup(
        <PlainBadge variant="outline" color="gray" plainText dashed>
          20%
        </PlainBadge>,
      ),
    ).toBe(
      markup(
        <Badge variant="outline" color="gray" tt="none" styles={{ ...bodyText, root: { borderStyle: 'dashed' } }}>
          20%
        </Badge>,
      ),
    );
  });
});
