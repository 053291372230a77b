// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { gateFixture } from '../../gate-diff/gateFixture';
import type { GateFormValues } from '../editor/gateFormSchema';
import { toGateFormValues } from '../editor/gateFormValues';
import { GATE_DRAFT_DELAY_MS, useGateDraft } from './useGateDraft';

const base = gateFixture();
const baseValues = toGateFormValues(base);
const DRAFT_KEY = `gatehouse.gateDraft.${base.id}`;

/** The hook as the editor uses it: on a form that starts from the loaded gate. */
function renderGateDraft() {
  return renderHook(() => {
    const form = useForm<GateFormValues>({ defaultValues: baseValues });
    const draft = useGateDraft(form, base, baseValues);
    return { form, draft };
  });
}

function storedDraft(): unknown {
  const text = sessionStorage.getItem(DRAFT_KEY);
  return text === null ? undefined : JSON.parse(text);
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGateDraft', () => {
  it('puts a draft left by a reload back into the form and reports it', () => {
    const values = { ...baseValues, name: 'Checkout flow (edited)' };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ baseVersion: base.version, savedAt: 1234, values }));
    const { result } = renderGateDraft();
    expect(result.current.form.getValues('name')).toBe('Checkout flow (edited)');
    expect(result.current.draft.restored).toMatchObject({
      baseVersion: base.version,
      savedAt: 1234,
      values,
      rebased: false,
      bothChanged: [],
    });
  });

  it('keeps the edited values once typing pauses, with the version they were made on', () => {
    const { result } = renderGateDraft();
    act(() => {
      result.current.form.setValue('name', 'Renamed');
    });
    act(() => {
      vi.advanceTimersByTime(GATE_DRAFT_DELAY_MS - 1);
    });
    expect(storedDraft()).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(storedDraft()).toEqual({
      baseVersion: base.version,
      savedAt: Date.now(),
      values: { ...baseValues, name: 'Renamed' },
      baseValues,
    });
  });

  it('keeps the last keystrokes at once when the page is hidden', () => {
    const { result } = renderGateDraft();
    act(() => {
      result.current.form.setValue('description', 'Typed just before closing');
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(storedDraft()).toMatchObject({ values: { description: 'Typed just before closing' } });
  });

  it('forgets the stored draft and the notice on discard', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ baseVersion: base.version, savedAt: 1, values: { ...baseValues, name: 'Edited' } }),
    );
    const { result } = renderGateDraft();
    expect(result.current.draft.restored).toBeDefined();
    act(() => {
      result.current.draft.forget();
    });
    expect(result.current.draft.restored).toBeUndefined();
    expect(storedDraft()).toBeUndefined();
  });

  it('ignores a stored draft that is not JSON', () => {
    sessionStorage.setItem(DRAFT_KEY, '{"values": {"name": "Edi');
    const { result } = renderGateDraft();
    expect(result.current.draft.restored).toBeUndefined();
    expect(result.current.form.getValues()).toEqual(baseValues);
  });

  it('ignores a stored draft whose values are not the form’s shape', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ baseVersion: base.version, savedAt: 1, values: { name: 'Edited', rules: 'none' } }),
    );
    const { result } = renderGateDraft();
    expect(result.current.draft.restored).toBeUndefined();
    expect(result.current.form.getValues()).toEqual(baseValues);
  });
});
