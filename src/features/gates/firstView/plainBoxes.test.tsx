// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Code, Fieldset } from '@mantine/core';
import { renderInMantine } from '../../../ui/testing/renderInMantine';
import { PlainCode, PlainDisabledFieldset } from './plainBoxes';

// The whole element, static class names and attributes too: these stand in for Mantine's in the page's markup.
function outer(element: Parameters<typeof renderInMantine>[0]): string {
  const { container, unmount } = renderInMantine(element);
  const html = container.innerHTML.replace(/<style[^>]*>.*?<\/style>/gs, '');
  unmount();
  return html;
}

describe('the first view’s plain boxes', () => {
  it('draw a disabled unstyled fieldset as Mantine’s Fieldset does', () => {
    expect(outer(<PlainDisabledFieldset label="Settings">x</PlainDisabledFieldset>)).toBe(
      outer(
        <Fieldset variant="unstyled" disabled aria-label="Settings">
          x
        </Fieldset>,
      ),
    );
  });

  it('draw inline code as Mantine’s Code does', () => {
    expect(outer(<PlainCode>gate_id</PlainCode>)).toBe(outer(<Code>gate_id</Code>));
  });
});
