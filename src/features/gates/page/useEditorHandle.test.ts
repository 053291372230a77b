// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditorHandle } from './useEditorHandle';

describe('useEditorHandle', () => {
  it('keeps the actions asked for before the editor is there and runs them, in order, when it attaches', () => {
    const { result } = renderHook(() => useEditorHandle());
    const done: string[] = [];
    result.current.run(() => done.push('focus'));
    result.current.run((editor) => {
      editor.review();
    });
    expect(done).toEqual([]);
    const detach = result.current.attach({
      review: () => done.push('review'),
      focusFirstField: () => done.push('focusFirstField'),
    });
    expect(done).toEqual(['focus', 'review']);
    result.current.run((editor) => {
      editor.review();
    });
    expect(done).toEqual(['focus', 'review', 'review']);
    detach();
    result.current.run((editor) => {
      editor.review();
    });
    expect(done).toHaveLength(3);
  });
});
