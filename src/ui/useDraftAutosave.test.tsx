// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useDraftAutosave } from './useDraftAutosave';

interface Values {
  name: string;
}

const DELAY_MS = 400;

/** A form with the hook as a page uses it, recording every draft it writes. */
function renderAutosave(delayMs = DELAY_MS) {
  const saved: Values[] = [];
  const hook = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: '' } });
    const autosave = useDraftAutosave({ form, delayMs, save: (values) => saved.push(values) });
    return { form, autosave };
  });
  const type = (name: string) => {
    act(() => {
      hook.result.current.form.setValue('name', name);
    });
  };
  return { ...hook, saved, type };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useDraftAutosave', () => {
  it('writes the latest values once typing pauses for the delay', () => {
    const { saved, type } = renderAutosave();
    type('c');
    type('ch');
    act(() => {
      vi.advanceTimersByTime(DELAY_MS - 1);
    });
    expect(saved).toEqual([]);
    type('checkout');
    act(() => {
      vi.advanceTimersByTime(DELAY_MS);
    });
    expect(saved).toEqual([{ name: 'checkout' }]);
  });

  it('writes on every change when the delay is 0', () => {
    const { saved, type } = renderAutosave(0);
    type('a');
    type('ab');
    expect(saved).toEqual([{ name: 'a' }, { name: 'ab' }]);
  });

  it('writes at once when the page is hidden or closed within the delay', () => {
    const { saved, type } = renderAutosave();
    type('checkout');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saved).toEqual([{ name: 'checkout' }]);

    type('checkout_flow');
    setVisibility('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(saved).toEqual([{ name: 'checkout' }, { name: 'checkout_flow' }]);

    // Nothing new since: the pending write was the one just made.
    act(() => {
      vi.advanceTimersByTime(DELAY_MS);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saved).toHaveLength(2);
  });

  it('does not write when the page becomes visible again', () => {
    const { saved, type } = renderAutosave();
    type('checkout');
    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(saved).toEqual([]);
  });

  it('writes nothing after unmount, even with a write pending', () => {
    const { saved, type, unmount } = renderAutosave();
    type('checkout');
    unmount();
    act(() => {
      vi.advanceTimersByTime(DELAY_MS);
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saved).toEqual([]);
  });

  it('saveNow writes the current values without waiting', () => {
    const { result, saved } = renderAutosave();
    act(() => {
      result.current.autosave.saveNow();
    });
    expect(saved).toEqual([{ name: '' }]);
  });
});
