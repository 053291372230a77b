// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ActionIcon } from '@mantine/core';
import { themedMarkup } from './testing/themedMarkup';
import { PlainActionIcon } from './PlainActionIcon';

const icon = <svg aria-hidden />;

describe('PlainActionIcon', () => {
  it('draws a rule row’s controls as Mantine’s subtle ActionIcon does, enabled and disabled', () => {
    for (const disabled of [false, true]) {
      for (const color of ['gray', 'red', undefined]) {
        expect(
          themedMarkup(
            <PlainActionIcon variant="subtle" color={color} aria-label="Delete Rule 1" disabled={disabled}>
              {icon}
            </PlainActionIcon>,
          ),
        ).toBe(
          themedMarkup(
            <ActionIcon variant="subtle" color={color} aria-label="Delete Rule 1" disabled={disabled}>
              {icon}
            </ActionIcon>,
          ),
        );
      }
    }
  });

  it('draws the drag handle with its style and the drag library’s attributes', () => {
    const handle = { role: 'button', tabIndex: 0, 'aria-roledescription': 'sortable' };
    expect(
      themedMarkup(
        <PlainActionIcon variant="subtle" color="gray" {...handle} aria-label="Reorder" style={{ cursor: 'grab' }}>
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      themedMarkup(
        <ActionIcon variant="subtle" color="gray" {...handle} aria-label="Reorder" style={{ cursor: 'grab' }}>
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('draws the header’s large default switch as Mantine does', () => {
    expect(
      themedMarkup(
        <PlainActionIcon variant="default" size="lg" aria-label="Toggle color scheme" title="Switch">
          {icon}
        </PlainActionIcon>,
      ),
    ).toBe(
      themedMarkup(
        <ActionIcon variant="default" size="lg" aria-label="Toggle color scheme" title="Switch">
          {icon}
        </ActionIcon>,
      ),
    );
  });
});
