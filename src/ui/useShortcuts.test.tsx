// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { fireEvent, render, renderHook } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Shortcut } from './shortcutKeys';
import { loadShortcutHandler, useShortcuts } from './useShortcuts';

/** A shortcut that counts its runs. */
function counted(keys: string[], options: { inFields?: boolean } = {}) {
  const runs: string[] = [];
  const shortcut: Shortcut = { keys, run: (event) => runs.push(event.key), ...options };
  return { shortcut, runs };
}

/** A key pressed on the page (not in a field); returns false when a handler prevented its default. */
const press = (key: string) => fireEvent.keyDown(document.body, { key, code: `Key${key.toUpperCase()}` });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('useShortcuts', () => {
  // Once loaded, as after the first page's idle time: each key is handled as it is pressed.
  beforeAll(() => loadShortcutHandler());

  it('runs a shortcut when its key is pressed on the page, and keeps the key from the browser', () => {
    const next = counted(['n']);
    renderHook(() => {
      useShortcuts([next.shortcut]);
    });
    expect(press('n')).toBe(false);
    expect(press('m')).toBe(true);
    expect(next.runs).toEqual(['n']);
  });

  it('works from the moment its component is on the page, before React has run its passive effects', () => {
    const next = counted(['n']);
    function WithShortcut() {
      useShortcuts([next.shortcut]);
      return <p>shown</p>;
    }
    // A key pressed as soon as the page is committed (as painted), before the effects React runs after a paint.
    function PressOnceShown() {
      useLayoutEffect(() => {
        press('n');
      }, []);
      return null;
    }
    render(
      <>
        <WithShortcut />
        <PressOnceShown />
      </>,
    );
    expect(next.runs).toEqual(['n']);
  });

  it('never runs while the user types in a field, except the shortcuts marked for fields', async () => {
    const next = counted(['n']);
    const save = counted(['$mod+s'], { inFields: true });
    renderHook(() => {
      useShortcuts([next.shortcut, save.shortcut]);
    });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Name');
    document.body.append(field);

    await userEvent.click(field);
    await userEvent.keyboard('nn');
    await userEvent.keyboard('{Control>}s{/Control}');

    expect(field).toHaveValue('nn');
    expect(next.runs).toEqual([]);
    expect(save.runs).toEqual(['s']);
  });

  it('runs a two-key sequence such as "g g" on its second key only, and not a single-key shortcut it continues', () => {
    const top = counted(['g g']);
    const events = counted(['g e']);
    const edit = counted(['e']);
    renderHook(() => {
      useShortcuts([top.shortcut, events.shortcut, edit.shortcut]);
    });

    press('g');
    expect(top.runs).toEqual([]);
    press('g');
    expect(top.runs).toEqual(['g']);

    press('g');
    press('e');
    expect(events.runs).toEqual(['e']);
    expect(edit.runs).toEqual([]);
    expect(top.runs).toEqual(['g']);
  });

  it('forgets a started sequence when the next key comes more than a second later', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const top = counted(['g g']);
    renderHook(() => {
      useShortcuts([top.shortcut]);
    });

    press('g');
    clock.mockReturnValue(11_500);
    press('g');
    expect(top.runs).toEqual([]);
    clock.mockReturnValue(11_800);
    press('g');
    expect(top.runs).toEqual(['g']);
  });

  it('uses the shortcuts of the latest render', () => {
    const first = counted(['n']);
    const second = counted(['n']);
    const { rerender } = renderHook(
      ({ shortcut }: { shortcut: Shortcut }) => {
        useShortcuts([shortcut]);
      },
      { initialProps: { shortcut: first.shortcut } },
    );
    rerender({ shortcut: second.shortcut });
    press('n');
    expect(first.runs).toEqual([]);
    expect(second.runs).toEqual(['n']);
  });

  it('stops listening when the last component using it unmounts, and not before', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const list = counted(['l']);
    const help = counted(['h']);
    const listPage = renderHook(() => {
      useShortcuts([list.shortcut]);
    });
    const helpDialog = renderHook(() => {
      useShortcuts([help.shortcut]);
    });

    listPage.unmount();
    press('l');
    press('h');
    expect(list.runs).toEqual([]);
    expect(help.runs).toEqual(['h']);
    expect(removed).not.toHaveBeenCalledWith('keydown', expect.any(Function), true);

    helpDialog.unmount();
    expect(removed).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    expect(press('h')).toBe(true);
    expect(help.runs).toEqual(['h']);
  });
});

/** This module as the page starts: no handler loaded yet, no key pressed. */
async function freshShortcuts() {
  vi.resetModules();
  return import('./useShortcuts');
}

describe('useShortcuts before its handler has loaded', () => {
  it('hands the keys pressed meanwhile to the handler once it is there, in order: "?" and "g g" still run', async () => {
    const shortcuts = await freshShortcuts();
    const top = counted(['g g']);
    const help = counted(['?', 'Shift+?']);
    renderHook(() => {
      shortcuts.useShortcuts([top.shortcut, help.shortcut]);
    });

    press('g');
    press('g');
    fireEvent.keyDown(document.body, { key: '?', code: 'Slash', shiftKey: true });
    expect(top.runs).toEqual([]);
    expect(help.runs).toEqual([]);
    // The first key started the load; nothing else asks for it here.
    await vi.waitFor(() => {
      expect(help.runs).toEqual(['?']);
    });
    expect(top.runs).toEqual(['g']);

    press('g');
    press('g');
    expect(top.runs).toEqual(['g', 'g']);
  });

  it('keeps the time of each waiting key: a "g" and a "g" pressed more than a second apart are no sequence', async () => {
    const shortcuts = await freshShortcuts();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const top = counted(['g g']);
    renderHook(() => {
      shortcuts.useShortcuts([top.shortcut]);
    });

    press('g');
    clock.mockReturnValue(11_500);
    press('g');
    await shortcuts.loadShortcutHandler();
    expect(top.runs).toEqual([]);
    clock.mockReturnValue(11_800);
    press('g');
    expect(top.runs).toEqual(['g']);
  });

  it('keeps the keys pressed before any shortcut is registered, as on a page the server wrote, for the first ones', async () => {
    const shortcuts = await freshShortcuts();
    shortcuts.keepKeysUntilShortcuts();
    const history = counted(['h']);
    const edit = counted(['e']);
    press('h');
    // The handler may load before the app has rendered (the first page is idle): the key still waits.
    await shortcuts.loadShortcutHandler();
    expect(history.runs).toEqual([]);

    renderHook(() => {
      shortcuts.useShortcuts([history.shortcut, edit.shortcut]);
    });
    await vi.waitFor(() => {
      expect(history.runs).toEqual(['h']);
    });
    press('e');
    expect(edit.runs).toEqual(['e']);
  });

  it('keeps a registered Ctrl/Cmd binding from the browser at once, and no other key', async () => {
    const shortcuts = await freshShortcuts();
    const save = counted(['$mod+s'], { inFields: true });
    const next = counted(['n']);
    renderHook(() => {
      shortcuts.useShortcuts([save.shortcut, next.shortcut]);
    });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Name');
    document.body.append(field);

    expect(fireEvent.keyDown(field, { key: 's', code: 'KeyS', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'j', code: 'KeyJ', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'S', code: 'KeyS', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press('n')).toBe(true);
    await shortcuts.loadShortcutHandler();
    expect(save.runs).toEqual(['s']);
    expect(next.runs).toEqual(['n']);
  });
});
