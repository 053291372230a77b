// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Code, Fieldset } from '@mantine/core';
import { renderedMarkup } from '../../../ui/testing/markupSkeleton';
import { PlainCode, PlainDisabledFieldset } from './plainBoxes';

describe('the first view’s plain boxes', () => {
  it('draw a disabled unstyled fieldset as Mantine’s Fieldset does', () => {
    expect(renderedMarkup(<PlainDisabledFieldset label="Settings">x</PlainDisabledFieldset>)).toBe(
      renderedMarkup(
        <Fieldset variant="unstyled" disabled aria-label="Settings">
          x
        </Fieldset>,
      ),
    );
  });

  it('draw inline code as Mantine’s Code does', () => {
    expect(renderedMarkup(<PlainCode>gate_id</PlainCode>)).toBe(renderedMarkup(<Code>gate_id</Code>));
  });
});
