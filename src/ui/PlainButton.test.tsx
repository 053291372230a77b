// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { themedMarkup } from './testing/themedMarkup';
import { PlainButton, PlainButtonAnchor } from './PlainButton';

const icon = <svg aria-hidden />;

/** The plain button and Mantine's, given the same props, render the same HTML. */
function expectSameAsButton(props: Omit<ComponentProps<typeof PlainButton>, 'children' | 'ref'>, label: string) {
  expect(themedMarkup(<PlainButton {...props}>{label}</PlainButton>)).toBe(
    themedMarkup(<Button {...props}>{label}</Button>),
  );
}

/** The same for a link drawn as a button. */
function expectSameAsAnchorButton(props: { href: string; className?: string; leftSection?: typeof icon }) {
  expect(themedMarkup(<PlainButtonAnchor {...props}>New gate</PlainButtonAnchor>)).toBe(
    themedMarkup(
      <Button component="a" {...props}>
        New gate
      </Button>,
    ),
  );
}

describe('PlainButton', () => {
  it('draws the default filled button as Mantine does (the error view’s Retry)', () => {
    expectSameAsButton({ onClick: () => undefined }, 'Retry');
  });

  it('draws each variant and size the first views use, enabled and disabled', () => {
    for (const disabled of [false, true]) {
      expectSameAsButton({ variant: 'default', disabled }, 'Clear filters');
      expectSameAsButton({ variant: 'subtle', size: 'xs', disabled }, 'Expand all rules');
      expectSameAsButton(
        { variant: 'light', color: 'teal', leftSection: icon, style: { alignSelf: 'flex-start' }, disabled },
        'Add rule',
      );
    }
  });

  it('draws both sections and passes its own attributes through (the header’s search)', () => {
    const sections = { leftSection: icon, rightSection: <kbd>K</kbd> };
    expectSameAsButton({ variant: 'default', size: 'sm', ...sections, 'aria-keyshortcuts': 'Control+K' }, 'Search');
  });

  it('draws a loading button as Mantine does: disabled, with the spinner over its label', () => {
    expectSameAsButton({ variant: 'default', size: 'xs', loading: true }, 'Retry');
  });

  it('draws a compact button and a form’s submit button as Mantine does', () => {
    expectSameAsButton({ variant: 'default', size: 'compact-sm' }, 'Read again');
    expectSameAsButton({ type: 'submit', disabled: true }, 'Open');
  });

  it('draws a link as a button as Mantine’s Button with an anchor does', () => {
    expectSameAsAnchorButton({ href: '/gates?new=1', leftSection: icon });
  });

  it('keeps its look when the router marks the link active', () => {
    expectSameAsAnchorButton({ href: '/gates?new=1', className: 'active' });
  });
});
