import { useEffect, useRef } from 'react';
import { createShortcutHandler, type Shortcut } from './shortcutKeys';

// One listener for the whole app, so a sequence started for one component's shortcuts ("g e") is seen by all.
const registered = new Set<{ current: readonly Shortcut[] }>();
const handler = createShortcutHandler(() => [...registered].flatMap((entry) => entry.current));
// Capture phase: a component that stops a keydown (an editor, a menu) cannot keep Ctrl/Cmd+S from the page.
const listener = (event: KeyboardEvent) => {
  handler(event);
};

/**
 * Registers keyboard shortcuts while the calling component is mounted. The latest `shortcuts` are used at each
 * press, so callers may pass a fresh array on every render.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const entry = useRef(shortcuts);
  useEffect(() => {
    entry.current = shortcuts;
  });
  useEffect(() => {
    const current = entry;
    if (registered.size === 0) window.addEventListener('keydown', listener, true);
    registered.add(current);
    return () => {
      registered.delete(current);
      if (registered.size === 0) window.removeEventListener('keydown', listener, true);
    };
  }, []);
}
