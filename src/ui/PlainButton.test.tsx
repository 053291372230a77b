// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { themedMarkup } from './testing/themedMarkup';
import { PlainButton, PlainButtonAnchor } from './PlainButton';

const icon = <svg aria-hidden />;

describe('PlainButton', () => {
  it('draws the default filled button as Mantine does (the error view’s Retry)', () => {
    expect(themedMarkup(<PlainButton onClick={() => undefined}>Retry</PlainButton>)).toBe(
      themedMarkup(<Button onClick={() => undefined}>Retry</Button>),
    );
  });

  it('draws each variant and size the first views use, enabled and disabled', () => {
    for (const disabled of [false, true]) {
      expect(
        themedMarkup(
          <PlainButton variant="default" disabled={disabled}>
            Clear filters
          </PlainButton>,
        ),
      ).toBe(
        themedMarkup(
          <Button variant="default" disabled={disabled}>
            Clear filters
          </Button>,
        ),
      );
      expect(
        themedMarkup(
          <PlainButton variant="subtle" size="xs" disabled={disabled}>
            Expand all rules
          </PlainButton>,
        ),
      ).toBe(
        themedMarkup(
          <Button variant="subtle" size="xs" disabled={disabled}>
            Expand all rules
          </Button>,
        ),
      );
      expect(
        themedMarkup(
          <PlainButton
            variant="light"
            color="teal"
            leftSection={icon}
            style={{ alignSelf: 'flex-start' }}
            disabled={disabled}
          >
            Add rule
          </PlainButton>,
        ),
      ).toBe(
        themedMarkup(
          <Button
            variant="light"
            color="teal"
            leftSection={icon}
            style={{ alignSelf: 'flex-start' }}
            disabled={disabled}
          >
            Add rule
          </Button>,
        ),
      );
    }
  });

  it('draws both sections and passes its own attributes through (the header’s search)', () => {
    expect(
      themedMarkup(
        <PlainButton
          variant="default"
          size="sm"
          leftSection={icon}
          rightSection={<kbd>K</kbd>}
          aria-keyshortcuts="Control+K"
        >
          Search
        </PlainButton>,
      ),
    ).toBe(
      themedMarkup(
        <Button
          variant="default"
          size="sm"
          leftSection={icon}
          rightSection={<kbd>K</kbd>}
          aria-keyshortcuts="Control+K"
        >
          Search
        </Button>,
      ),
    );
  });

  it('draws a loading button as Mantine does: disabled, with the spinner over its label', () => {
    expect(
      themedMarkup(
        <PlainButton size="xs" variant="default" loading>
          Retry
        </PlainButton>,
      ),
    ).toBe(
      themedMarkup(
        <Button size="xs" variant="default" loading>
          Retry
        </Button>,
      ),
    );
  });

  it('draws a link as a button as Mantine’s Button with an anchor does', () => {
    expect(
      themedMarkup(
        <PlainButtonAnchor href="/gates?new=1" leftSection={icon}>
          New gate
        </PlainButtonAnchor>,
      ),
    ).toBe(
      themedMarkup(
        <Button component="a" href="/gates?new=1" leftSection={icon}>
          New gate
        </Button>,
      ),
    );
  });

  it('keeps its look when the router marks the link active', () => {
    expect(
      themedMarkup(
        <PlainButtonAnchor href="/gates?new=1" className="active">
          New gate
        </PlainButtonAnchor>,
      ),
    ).toBe(
      themedMarkup(
        <Button component="a" href="/gates?new=1" className="active">
          New gate
        </Button>,
      ),
    );
  });

  it('draws a compact button and a form’s submit button as Mantine does', () => {
    expect(
      themedMarkup(
        <PlainButton variant="default" size="compact-sm">
          Read again
        </PlainButton>,
      ),
    ).toBe(
      themedMarkup(
        <Button variant="default" size="compact-sm">
          Read again
        </Button>,
      ),
    );
    expect(
      themedMarkup(
        <PlainButton type="submit" disabled>
          Open
        </PlainButton>,
      ),
    ).toBe(
      themedMarkup(
        <Button type="submit" disabled>
          Open
        </Button>,
      ),
    );
  });
});
