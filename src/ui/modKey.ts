// tinykeys' own test for which key "$mod" means: Meta (⌘) on Apple devices, Control elsewhere.
const isApple = () => /Mac|iPod|iPhone|iPad/.test(typeof navigator === 'object' ? navigator.platform : '');

/** "Ctrl" or "⌘": how this device names the $mod key of a binding. */
export function modKeyLabel(): string {
  return isApple() ? '⌘' : 'Ctrl';
}
