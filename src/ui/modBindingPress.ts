import { holdsModKeyOnly } from './modKey';
import type { Shortcut } from './shortcutKeys';

type ModPressEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat' | 'isComposing'
>;

/**
 * Whether `event` presses one of `shortcuts`' "$mod+<key>" bindings (Ctrl/Cmd+K, Ctrl/Cmd+S), read without
 * tinykeys: while the handler loads, the shell keeps such a press from the browser (the address bar's search, Save
 * page). It reads no target: a $mod binding without `inFields`, pressed in a field, is held back too (the app has
 * none; the browser's dialog would be the worse surprise). Other bindings do nothing in the browser and just wait.
 */
export function pressesModBinding(event: ModPressEvent, shortcuts: readonly Shortcut[]): boolean {
  if (event.repeat || event.isComposing || !holdsModKeyOnly(event)) return false;
  const binding = `$mod+${event.key.toLowerCase()}`;
  return shortcuts.some((shortcut) => shortcut.keys.some((keys) => keys.toLowerCase() === binding));
}
