import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

// Long enough to let a word be typed, short enough to feel live.
const SEARCH_DELAY_MS = 250;

interface GateSearchInputProps {
  /** The search text in the URL. */
  value: string;
  /** Writes new text to the URL (after a pause in typing, or at once on Enter or clear). */
  onSearch: (text: string) => void;
}

/** The search box of the Gates page: searches as the user types, and follows the URL (Back, links). */
export function GateSearchInput({ value, onSearch }: GateSearchInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [written, setWritten] = useState<string | undefined>(undefined);
  // The URL changed: adopt it unless it is the text this box just wrote (typing may have gone on since).
  if (value !== shown) {
    setShown(value);
    if (value === written) setWritten(undefined);
    else setText(value);
  }
  const write = (next: string) => {
    const trimmed = next.trim();
    setWritten(trimmed);
    onSearch(trimmed);
  };
  const writeLater = useDebouncedCallback(write, SEARCH_DELAY_MS);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        writeLater.cancel();
        write(text);
      }}
    >
      <TextInput
        label="Search gates"
        description="Matches the id or the name."
        placeholder="checkout, search_ranking…"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maw={420}
        onChange={(event) => {
          setText(event.currentTarget.value);
          writeLater(event.currentTarget.value);
        }}
        rightSection={
          text === '' ? null : (
            <CloseButton
              aria-label="Clear search"
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
