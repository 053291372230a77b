import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('imports once and gives every caller the same promise and, once arrived, the value', async () => {
    const importer = vi.fn(() => Promise.resolve({ Editor: 'editor' }));
    const editor = loadOnce(importer);
    expect(editor.current()).toBeUndefined();
    const first = editor.load();
    const second = editor.load();
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ Editor: 'editor' });
    expect(editor.load()).toBe(first);
    expect(editor.current()).toEqual({ Editor: 'editor' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import, and remembers the one that succeeds', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('module');
    const editor = loadOnce(importer);
    await expect(editor.load()).rejects.toThrow('network');
    expect(editor.current()).toBeUndefined();
    await expect(editor.load()).resolves.toBe('module');
    await editor.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(editor.current()).toBe('module');
  });
});
