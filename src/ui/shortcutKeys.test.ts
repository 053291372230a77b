import { describe, expect, it } from 'vitest';
import { createShortcutHandler, type Shortcut, type ShortcutKeyEvent } from './shortcutKeys';
import { codeMirrorLine, dialogButton, page, textInput } from './testing/fakeKeyTargets';

interface FakeKey extends ShortcutKeyEvent {
  prevented: boolean;
}

/** A keydown of `key` with the modifiers held, on `target` (the page unless told). */
function press(key: string, options: { mods?: string[]; target?: object; repeat?: boolean } = {}): FakeKey {
  const mods = options.mods ?? [];
  const event: FakeKey = {
    key,
    code: '',
    target: (options.target ?? page) as EventTarget,
    repeat: options.repeat ?? false,
    isComposing: false,
    prevented: false,
    getModifierState: (mod: string) => mods.includes(mod),
    preventDefault: () => {
      event.prevented = true;
    },
  };
  return event;
}

/** A handler over `bindings` that records which shortcut ran, at a clock the test moves. */
function setup(bindings: Record<string, { keys: string[]; inFields?: boolean }>) {
  const ran: string[] = [];
  let time = 0;
  const shortcuts: Shortcut[] = Object.entries(bindings).map(([name, binding]) => ({
    ...binding,
    run: () => {
      ran.push(name);
    },
  }));
  const handle = createShortcutHandler(() => shortcuts, { now: () => time, timeout: 1000 });
  return {
    ran,
    handle,
    wait: (ms: number) => {
      time += ms;
    },
  };
}

describe('createShortcutHandler', () => {
  it('runs a two-key sequence and keeps the key from the page', () => {
    const { ran, handle } = setup({ layers: { keys: ['g l'] } });
    handle(press('g'));
    const second = press('l');
    handle(second);
    expect(ran).toEqual(['layers']);
    expect(second.prevented).toBe(true);
  });

  it('lets the second key of a sequence belong to the sequence, not to a single-key shortcut', () => {
    const { ran, handle } = setup({ events: { keys: ['g e'] }, focusEditor: { keys: ['e'] } });
    handle(press('g'));
    handle(press('e'));
    expect(ran).toEqual(['events']);
    handle(press('e'));
    expect(ran).toEqual(['events', 'focusEditor']);
  });

  it('forgets a sequence when its next key comes too late', () => {
    const { ran, handle, wait } = setup({ layers: { keys: ['g l'] } });
    handle(press('g'));
    wait(1500);
    handle(press('l'));
    expect(ran).toEqual([]);
  });

  it('types instead of running a shortcut while focus is in a text field', () => {
    const { ran, handle } = setup({ help: { keys: ['Shift+?'] }, layers: { keys: ['g l'] }, history: { keys: ['h'] } });
    const typed = press('h', { target: textInput });
    handle(typed);
    handle(press('g', { target: textInput }));
    handle(press('l', { target: textInput }));
    handle(press('?', { mods: ['Shift'], target: codeMirrorLine }));
    expect(ran).toEqual([]);
    expect(typed.prevented).toBe(false);
  });

  it('runs a field-safe shortcut like Ctrl+S from inside a field and stops the browser default', () => {
    const { ran, handle } = setup({ review: { keys: ['Control+s'], inFields: true } });
    const save = press('s', { mods: ['Control'], target: textInput });
    handle(save);
    expect(ran).toEqual(['review']);
    expect(save.prevented).toBe(true);
  });

  it('matches "?" typed with Shift and ignores the Shift keydown before it', () => {
    const { ran, handle } = setup({ help: { keys: ['?', 'Shift+?'] } });
    handle(press('Shift', { mods: ['Shift'] }));
    handle(press('?', { mods: ['Shift'] }));
    expect(ran).toEqual(['help']);
  });

  it('keeps single-key shortcuts out of an open dialog but lets Ctrl+K through', () => {
    const { ran, handle } = setup({ layers: { keys: ['g l'] }, palette: { keys: ['Control+k'], inFields: true } });
    handle(press('g', { target: dialogButton }));
    handle(press('l', { target: dialogButton }));
    handle(press('k', { mods: ['Control'], target: dialogButton }));
    expect(ran).toEqual(['palette']);
  });

  it('does not run a single key held down again and again', () => {
    const { ran, handle } = setup({ history: { keys: ['h'] } });
    handle(press('h'));
    handle(press('h', { repeat: true }));
    expect(ran).toEqual(['history']);
  });

  it('does not take a plain key for its Ctrl shortcut', () => {
    const { ran, handle } = setup({ palette: { keys: ['Control+k'], inFields: true } });
    handle(press('k'));
    expect(ran).toEqual([]);
  });
});
