import { useState } from 'react';
import { CloseButton, rem } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PlainTextInput } from './plainInput';
import { adoptUrlText } from './urlTextSync';

// Long enough to let a word be typed, short enough to feel live.
const SEARCH_DELAY_MS = 250;
// Drawn as plain elements (ui/plainInput): the search box is on a list's first paint, Mantine's Input code is not.
const FIELD_STYLE = { maxWidth: rem(420) };

interface UrlSearchInputProps {
  label: string;
  description: string;
  placeholder?: string;
  /** What the clear button is called for a screen reader. */
  clearLabel: string;
  /** The search text in the URL. */
  value: string;
  /** Writes new text to the URL (after a pause in typing, or at once on Enter or clear). */
  onSearch: (text: string) => void;
}

/**
 * A search box whose text lives in the URL. It keeps what is typed in its own state, so a navigation still in flight
 * (a route loading data for the new search) never swallows a keystroke, and it follows the URL when something else
 * changes it (Back, a link).
 */
export function UrlSearchInput({ label, description, placeholder, clearLabel, value, onSearch }: UrlSearchInputProps) {
  const [sync, setSync] = useState({ text: value, shown: value, written: [] as string[] });
  if (value !== sync.shown) setSync(adoptUrlText(sync, value));
  const write = (next: string) => {
    const trimmed = next.trim();
    setSync((current) => ({ ...current, written: [...current.written, trimmed] }));
    onSearch(trimmed);
  };
  const writeLater = useDebouncedCallback(write, SEARCH_DELAY_MS);
  const setText = (text: string) => {
    setSync((current) => ({ ...current, text }));
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        writeLater.cancel();
        write(sync.text);
      }}
    >
      <PlainTextInput
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={sync.text}
        style={FIELD_STYLE}
        onChange={(event) => {
          setText(event.currentTarget.value);
          writeLater(event.currentTarget.value);
        }}
        rightSection={
          sync.text === '' ? null : (
            <CloseButton
              aria-label={clearLabel}
              onClick={() => {
                setText('');
                writeLater.cancel();
                write('');
              }}
            />
          )
        }
      />
    </form>
  );
}
