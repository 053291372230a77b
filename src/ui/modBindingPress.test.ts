import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressesModBinding } from './modBindingPress';
import type { Shortcut } from './shortcutKeys';

const shortcuts: Shortcut[] = [
  { keys: ['$mod+k'], inFields: true, run: () => undefined },
  { keys: ['$mod+s'], inFields: true, run: () => undefined },
  { keys: ['?', 'Shift+?'], run: () => undefined },
  { keys: ['g g'], run: () => undefined },
];

/** A keydown of `key` with the modifiers held. */
function press(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean } = {}) {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    repeat: false,
    isComposing: false,
    ...mods,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pressesModBinding', () => {
  it('holds Ctrl+K and Ctrl+S when they are registered, off Apple devices', () => {
    vi.stubGlobal('navigator', { platform: 'Win32' });
    expect(pressesModBinding(press('k', { ctrlKey: true }), shortcuts)).toBe(true);
    expect(pressesModBinding(press('s', { ctrlKey: true }), shortcuts)).toBe(true);
    // Caps Lock on: the key reads "S", and tinykeys matches it all the same.
    expect(pressesModBinding(press('S', { ctrlKey: true }), shortcuts)).toBe(true);
  });

  it('holds nothing else: an unregistered Ctrl key, a plain key, another modifier added, a repeat or Cmd off Apple', () => {
    vi.stubGlobal('navigator', { platform: 'Linux x86_64' });
    expect(pressesModBinding(press('j', { ctrlKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding(press('k'), shortcuts)).toBe(false);
    expect(pressesModBinding(press('?', { shiftKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding(press('g'), shortcuts)).toBe(false);
    expect(pressesModBinding(press('S', { ctrlKey: true, shiftKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding(press('s', { ctrlKey: true, altKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding(press('s', { ctrlKey: true, metaKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding(press('s', { metaKey: true }), shortcuts)).toBe(false);
    expect(pressesModBinding({ ...press('s', { ctrlKey: true }), repeat: true }, shortcuts)).toBe(false);
    expect(pressesModBinding(press('s', { ctrlKey: true }), [])).toBe(false);
  });

  it('reads $mod as Cmd on a Mac, and leaves Ctrl+S to the browser there', () => {
    vi.stubGlobal('navigator', { platform: 'MacIntel' });
    expect(pressesModBinding(press('s', { metaKey: true }), shortcuts)).toBe(true);
    expect(pressesModBinding(press('s', { ctrlKey: true }), shortcuts)).toBe(false);
  });
});
