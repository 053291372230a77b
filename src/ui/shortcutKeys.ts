import { type KeyBindingPress, matchKeyBindingPress, parseKeybinding } from 'tinykeys';
import { takesOnlyFieldShortcuts } from './keyTarget';

/** A keyboard shortcut: one or more key bindings in tinykeys syntax ("g l", "$mod+s", "Shift+?") and what it does. */
export interface Shortcut {
  /** Alternative bindings for the same command: "?" is Shift+/ on one layout and a plain key on another. */
  keys: readonly string[];
  run: (event: KeyboardEvent) => void;
  /** Also fires while the user types in a field (Ctrl/Cmd+K, Ctrl/Cmd+S); all others never do. */
  inFields?: boolean;
}

/** The parts of a keydown the handler reads, so tests can pass a plain object. */
export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'getModifierState' | 'target' | 'repeat' | 'isComposing' | 'preventDefault'
>;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);

const parsed = new Map<string, KeyBindingPress[]>();
function pressesOf(binding: string): KeyBindingPress[] {
  let presses = parsed.get(binding);
  if (presses === undefined) {
    presses = parseKeybinding(binding);
    parsed.set(binding, presses);
  }
  return presses;
}

function matches(event: ShortcutKeyEvent, press: KeyBindingPress | undefined): boolean {
  // tinykeys reads only key, code and getModifierState.
  return press !== undefined && matchKeyBindingPress(event as KeyboardEvent, press);
}

interface Pending {
  shortcut: Shortcut;
  presses: KeyBindingPress[];
  /** Index of the press awaited next. */
  next: number;
}

interface HandlerOptions {
  /** How long a sequence ("g" then "l") waits for its next key, in ms (tinykeys' default). */
  timeout?: number;
  now?: () => number;
}

/**
 * A keydown listener for `shortcuts()`. Unlike tinykeys' own handler, a key that continues a started sequence
 * belongs to that sequence: "g" then "e" goes to Events and does not also fire a single-key "e". Shortcuts
 * without `inFields` never fire while the user types in a field, and they never see those keys either.
 */
export function createShortcutHandler(shortcuts: () => readonly Shortcut[], options: HandlerOptions = {}) {
  const timeout = options.timeout ?? 1000;
  const now = options.now ?? (() => Date.now());
  let pending: Pending[] = [];
  let lastPress = 0;

  const fire = (shortcut: Shortcut, event: ShortcutKeyEvent) => {
    pending = [];
    event.preventDefault();
    shortcut.run(event as KeyboardEvent);
  };

  return (event: ShortcutKeyEvent): void => {
    if (event.isComposing || MODIFIER_KEYS.has(event.key)) return;
    const time = now();
    if (time - lastPress > timeout) pending = [];
    lastPress = time;
    const fieldsOnly = takesOnlyFieldShortcuts(event.target);
    if (fieldsOnly) pending = [];
    if (event.repeat) return;

    const continued = pending.filter((entry) => matches(event, entry.presses[entry.next]));
    if (continued.length > 0) {
      const done = continued.find((entry) => entry.next === entry.presses.length - 1);
      if (done) {
        fire(done.shortcut, event);
        return;
      }
      pending = continued.map((entry) => ({ ...entry, next: entry.next + 1 }));
      event.preventDefault();
      return;
    }
    pending = [];

    const singles: Shortcut[] = [];
    const started: Pending[] = [];
    for (const shortcut of shortcuts()) {
      if (fieldsOnly && shortcut.inFields !== true) continue;
      for (const binding of shortcut.keys) {
        const presses = pressesOf(binding);
        if (!matches(event, presses[0])) continue;
        if (presses.length === 1) singles.push(shortcut);
        else started.push({ shortcut, presses, next: 1 });
      }
    }
    // A key that starts a sequence waits for the rest rather than firing a single-key shortcut too.
    if (started.length > 0) {
      pending = started;
      return;
    }
    const single = singles[0];
    if (single) fire(single, event);
  };
}
