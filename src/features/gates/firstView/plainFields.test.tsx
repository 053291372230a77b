// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ComboboxChevron, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { markupSkeleton } from '../../../ui/testing/markupSkeleton';
import { ComboboxChevronIcon } from './ComboboxChevronIcon';
import { PlainPills, PlainSwitch, PlainTextArea, PlainTextField } from './plainFields';

const skeleton = markupSkeleton;

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
