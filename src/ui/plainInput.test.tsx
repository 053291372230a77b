// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CloseButton, InputBase, TextInput } from '@mantine/core';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { PlainSelect, PlainTextInput } from './plainInput';
import { markupSkeleton } from './testing/markupSkeleton';

const noop = () => undefined;

describe('a plain text input', () => {
  it('is drawn as Mantine’s TextInput with a search icon, a clear button and a maximum width', () => {
    const search = {
      label: 'Search',
      description: 'Help',
      placeholder: 'Name',
      value: 'x',
      onChange: noop,
      leftSection: <IconSearch size={16} aria-hidden />,
      rightSection: <CloseButton aria-label="Clear" />,
    };
    expect(
      markupSkeleton(<PlainTextInput {...search} style={{ maxWidth: 'calc(26.25rem * var(--mantine-scale))' }} />),
    ).toEqual(markupSkeleton(<TextInput {...search} maw={420} />));
  });

  it('is drawn as Mantine’s disabled TextInput, and as one without a right section when the section is empty', () => {
    expect(markupSkeleton(<PlainTextInput label="Tags" description="Every tag" disabled />)).toEqual(
      markupSkeleton(<TextInput label="Tags" description="Every tag" disabled />),
    );
    expect(markupSkeleton(<PlainTextInput label="Search" value="" onChange={noop} rightSection={null} />)).toEqual(
      markupSkeleton(<TextInput label="Search" value="" onChange={noop} rightSection={null} />),
    );
  });
});

describe('a plain native select', () => {
  it('is drawn as Mantine’s InputBase select the pager used, at the extra-small size', () => {
    const chevron = <IconSelector size={14} aria-hidden />;
    const style = { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' };
    const options = <option value="20">20</option>;
    expect(
      markupSkeleton(
        <PlainSelect label="Rows" size="xs" rightSection={chevron} value="20" onChange={noop} style={style}>
          {options}
        </PlainSelect>,
      ),
    ).toEqual(
      markupSkeleton(
        <InputBase
          component="select"
          label="Rows"
          size="xs"
          pointer
          rightSection={chevron}
          rightSectionPointerEvents="none"
          value="20"
          onChange={noop}
          styles={{ root: style }}
        >
          {options}
        </InputBase>,
      ),
    );
  });
});
