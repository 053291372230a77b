import { useLayoutEffect, useRef } from 'react';
import { loadOnce } from './loadOnce';
import { pressesModBinding } from './modBindingPress';
import type { Shortcut } from './shortcutKeys';

// One listener for the whole app, so a sequence started for one component's shortcuts ("g e") is seen by all.
const registered = new Set<{ current: readonly Shortcut[] }>();
const registeredShortcuts = () => [...registered].flatMap((entry) => entry.current);

// The handler reads the time of the press it handles, so a key replayed late keeps its place in a sequence's timeout.
let pressTime = 0;
// The matching (tinykeys) is needed only once a key is pressed: it stays out of the shell's first bytes.
const handlerCode = loadOnce(async () => {
  const { createShortcutHandler } = await import('./shortcutKeys');
  return createShortcutHandler(registeredShortcuts, { now: () => pressTime });
});
// Keys pressed before the handler arrived, in order, each with its time; they are handed to it once it is there.
let early: { event: KeyboardEvent; time: number }[] = [];

/**
 * Loads the shortcut handler (the app calls it once the first page is idle; the first keydown does it at once) and
 * hands it the keys pressed meanwhile. A failed load drops those keys: a late replay would surprise more than help.
 */
export function loadShortcutHandler(): Promise<void> {
  return handlerCode.load().then(
    (handler) => {
      // Keys kept before the app registered any shortcut wait for the first ones (keepKeysUntilShortcuts).
      if (registered.size === 0) return;
      const keys = early;
      early = [];
      for (const { event, time } of keys) {
        pressTime = time;
        handler(event);
      }
    },
    () => {
      early = [];
    },
  );
}

// Capture phase: a component that stops a keydown (an editor, a menu) cannot keep Ctrl/Cmd+S from the page.
const listener = (event: KeyboardEvent) => {
  const handler = handlerCode.current();
  if (handler && early.length === 0 && registered.size > 0) {
    pressTime = Date.now();
    handler(event);
    return;
  }
  // Ctrl/Cmd+S and Ctrl/Cmd+K must not reach the browser while they wait (Save page, the address bar's search).
  if (pressesModBinding(event, registeredShortcuts())) event.preventDefault();
  early.push({ event, time: Date.now() });
  // Before any shortcut is registered (keepKeysUntilShortcuts), the keys wait for the first one.
  if (registered.size > 0) void loadShortcutHandler();
};

/**
 * Keeps the keys pressed before the app has registered any shortcut, for the first registered ones: a page the server
 * wrote (src/servedFirstView.tsx) is on screen, inert, before the app is, and a key pressed on it is answered once the
 * app is there. The shell calls it as it starts on such a page; keys pressed before the shell has run are not seen.
 */
export function keepKeysUntilShortcuts(): void {
  window.addEventListener('keydown', listener, true);
}

/**
 * Registers keyboard shortcuts while the calling component is mounted. The latest `shortcuts` are used at each
 * press, so callers may pass a fresh array on every render.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const entry = useRef(shortcuts);
  // Layout effects, run as the page is committed: a passive effect can run after the page has painted, and a key
  // pressed on the painted page before it was lost.
  useLayoutEffect(() => {
    entry.current = shortcuts;
  });
  useLayoutEffect(() => {
    const current = entry;
    if (registered.size === 0) window.addEventListener('keydown', listener, true);
    registered.add(current);
    // Keys kept from before the app (keepKeysUntilShortcuts) go to the handler after this commit's layout effects,
    // once every shortcut of the page is registered.
    if (early.length > 0) void loadShortcutHandler();
    return () => {
      registered.delete(current);
      if (registered.size === 0) window.removeEventListener('keydown', listener, true);
    };
  }, []);
}
