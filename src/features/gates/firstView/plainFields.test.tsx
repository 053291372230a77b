// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComboboxChevron, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { renderInMantine } from '../../../ui/testing/renderInMantine';
import { ComboboxChevronIcon } from './ComboboxChevronIcon';
import { PlainPills, PlainSwitch, PlainTextArea, PlainTextField } from './plainFields';

/** Each element's tag, Mantine classes (not the static mantine-* names), data attributes and inline style. */
function skeleton(element: ReactElement): string[] {
  const { container } = renderInMantine(element);
  const rows = [...container.querySelectorAll('*')]
    // TagsInput's hidden input (for a plain form's submit) takes no space.
    .filter((node) => node.tagName !== 'STYLE' && node.getAttribute('type') !== 'hidden')
    .map((node) => {
      const classes = [...node.classList].filter((name) => name.startsWith('m_')).join('.');
      const data = [...node.attributes]
        .filter((attribute) => attribute.name.startsWith('data-'))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .join(' ');
      // A pill's remove button is a span in the first view (plainFields.tsx says why): same box, other tag.
      const tag = node.classList.contains('m_ae386778') ? 'remove' : node.tagName.toLowerCase();
      return `${tag}.${classes} [${data}] {${node.getAttribute('style') ?? ''}}`;
    });
  cleanup();
  return rows;
}

describe('the first view’s plain fields', () => {
  it('draw a text input as Mantine’s TextInput does', () => {
    expect(skeleton(<PlainTextField label="Name" description="Help" value="a" required />)).toEqual(
      skeleton(<TextInput label="Name" description="Help" value="a" readOnly withAsterisk />),
    );
    expect(
      skeleton(<PlainTextField label="Type" description="Help" value="a" rightSection={<ComboboxChevronIcon />} />),
    ).toEqual(
      skeleton(
        <TextInput
          label="Type"
          description="Help"
          value="a"
          readOnly
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
        />,
      ),
    );
  });

  it('draw a text area, a list of values (as the editor’s TagsInput) and a switch as Mantine does', () => {
    expect(skeleton(<PlainTextArea label="Description" description="Help" value="a" />)).toEqual(
      skeleton(<Textarea label="Description" description="Help" value="a" readOnly autosize minRows={2} maxRows={8} />),
    );
    for (const values of [[], ['x', 'y']]) {
      expect(skeleton(<PlainPills label="Tags" description="Help" values={values} />)).toEqual(
        skeleton(<TagsInput label="Tags" description="Help" value={values} clearable acceptValueOnBlur />),
      );
    }
    expect(skeleton(<PlainSwitch checked label="Enabled" description="Help" />)).toEqual(
      skeleton(<Switch checked readOnly label={<span>Enabled</span>} description="Help" />),
    );
  });
});
