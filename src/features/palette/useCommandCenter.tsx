import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useShortcuts } from '../../ui/useShortcuts';

// Spotlight, the sources and the ranking load on first use, keeping them out of the first page's bundle.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

interface CommandCenter {
  openPalette: () => void;
  /** Loads the palette's code ahead of a likely open (pointer or focus on the search button). */
  preloadPalette: () => void;
  /** The palette and the shortcuts dialog, once first opened; render them once in the page frame. */
  overlays: ReactNode;
}

/** The app-wide keyboard layer: Ctrl/Cmd+K, "?", the "g" navigation sequences, and the overlays they open. */
export function useCommandCenter(): CommandCenter {
  const navigate = useNavigate();
  const [palette, setPalette] = useState({ loaded: false, opened: false });
  const [help, setHelp] = useState({ loaded: false, opened: false });
  // Ctrl+K toggles by this, set as the palette opens and closes: the state seen by the shortcut is a render behind,
  // and a quick Escape then Ctrl+K closed the palette again instead of reopening it.
  const paletteOpen = useRef(false);
  const openPalette = () => {
    paletteOpen.current = true;
    setPalette({ loaded: true, opened: true });
  };
  const closePalette = () => {
    paletteOpen.current = false;
    setPalette((state) => ({ ...state, opened: false }));
  };
  const openHelp = () => {
    setHelp({ loaded: true, opened: true });
  };

  useShortcuts([
    {
      keys: ['$mod+k'],
      inFields: true,
      run: () => {
        if (paletteOpen.current) closePalette();
        else openPalette();
      },
    },
    { keys: ['?', 'Shift+?'], run: openHelp },
    { keys: ['g g'], run: () => void navigate({ to: '/gates' }) },
    { keys: ['g l'], run: () => void navigate({ to: '/layers' }) },
    { keys: ['g a'], run: () => void navigate({ to: '/autotunes' }) },
    { keys: ['g e'], run: () => void navigate({ to: '/events' }) },
  ]);

  const overlays = (
    <>
      {palette.loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            opened={palette.opened}
            onClose={closePalette}
            onShowShortcuts={() => {
              closePalette();
              openHelp();
            }}
          />
        </Suspense>
      )}
      {help.loaded && (
        <Suspense fallback={null}>
          <ShortcutsDialog
            opened={help.opened}
            onClose={() => {
              setHelp((state) => ({ ...state, opened: false }));
            }}
          />
        </Suspense>
      )}
    </>
  );
  return { openPalette, preloadPalette: () => void loadPalette(), overlays };
}
