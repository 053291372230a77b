// tinykeys' own test for which key "$mod" means: Meta (⌘) on Apple devices, Control elsewhere.
const isApple = () => /Mac|iPod|iPhone|iPad/.test(typeof navigator === 'object' ? navigator.platform : '');

/** "Ctrl" or "⌘": how this device names the $mod key of a binding. */
export function modKeyLabel(): string {
  return isApple() ? '⌘' : 'Ctrl';
}

/** Whether `event` holds the $mod key and no other modifier, as tinykeys matches "$mod+k". */
export function holdsModKeyOnly(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  const apple = isApple();
  return (
    (apple ? event.metaKey : event.ctrlKey) &&
    !(apple ? event.ctrlKey : event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
