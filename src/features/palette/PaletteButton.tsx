import { Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { modKeyLabel } from '../../ui/modKey';
import { PlainButton } from '../../ui/PlainButton';
import classes from '../../ui/visuallyHidden.module.css';

interface PaletteButtonProps {
  onOpen: () => void;
  /** Starts loading the palette's code while the pointer or focus is on the button. */
  onIntent: () => void;
}

/** The header's search button: opens the command palette, like Ctrl/Cmd+K. */
export function PaletteButton({ onOpen, onIntent }: PaletteButtonProps) {
  const mod = modKeyLabel();
  return (
    <PlainButton
      variant="default"
      size="sm"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        <Kbd size="xs" visibleFrom="sm" aria-hidden>
          {mod} K
        </Kbd>
      }
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onOpen}
      onMouseEnter={onIntent}
      onFocus={onIntent}
    >
      Search<span className={classes.hidden}> gates, pages and actions</span>
    </PlainButton>
  );
}
