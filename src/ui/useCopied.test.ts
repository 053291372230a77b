// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopied } from './useCopied';

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopied', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the text and says so until the timeout has passed', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    stubClipboard(writeText);
    const { result } = renderHook(() => useCopied(1000));
    await act(async () => {
      result.current.copy('https://example.test/gates/a');
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('https://example.test/gates/a');
    expect(result.current.copied).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.copied).toBe(false);
  });

  it('stays as it was when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopied());
    await act(async () => {
      result.current.copy('x');
      await Promise.resolve();
    });
    expect(result.current.copied).toBe(false);
  });
});
