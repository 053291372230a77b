// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { clearConnection, saveConnection } from '../../../client/connection';
import { createQueryClient } from '../../../client/queryClient';
import { jsonResponse, stubFetch } from '../../../client/testing/fakeFetch';
import type { Gate } from '../../../contract/gate';
import type { GateFormValues } from '../editor/gateFormSchema';
import { gateFixture } from '../../gate-diff/gateFixture';
import { useGateSave } from './useGateSave';

const GATE_URL = 'https://console.example.com/console/v1/gates/checkout_flow';

/** A fresh app QueryClient per test, so no cached gate or pending mutation leaks from one test to the next. */
function withQueryClient() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** The hook as the editor uses it: with its form, recording what it hands back on success. */
function renderSave(savedLead?: string) {
  const saved: { gate: Gate; message: string }[] = [];
  const hook = renderHook(
    () => {
      const form = useForm<GateFormValues>();
      const save = useGateSave({
        gateId: 'checkout_flow',
        form,
        ...(savedLead === undefined ? {} : { savedLead }),
        onSaved: (gate, message) => saved.push({ gate, message }),
      });
      return { form, save };
    },
    { wrapper: withQueryClient() },
  );
  return { ...hook, saved };
}

let toasts: { title: unknown; message: unknown; color: unknown }[];

beforeEach(() => {
  saveConnection({ baseUrl: 'https://console.example.com', apiKey: 'console-key', remember: false });
  toasts = [];
  vi.spyOn(notifications, 'show').mockImplementation((toast) => {
    toasts.push({ title: toast.title, message: toast.message, color: toast.color });
    return 'toast';
  });
});

afterEach(() => {
  clearConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useGateSave', () => {
  it('posts the update, toasts the saved version and hands the saved gate to the page', async () => {
    const requests = stubFetch(() =>
      jsonResponse({ message: 'Gate updated successfully', data: gateFixture({ description: 'Ramp', version: 4 }) }),
    );
    const { result, saved } = renderSave('Restored from version 2');

    act(() => {
      result.current.save.send({ description: 'Ramp', expectedVersion: 3 });
    });
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });

    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', GATE_URL, '{"description":"Ramp","expectedVersion":3}'],
    ]);
    expect(saved[0]?.gate).toMatchObject({ description: 'Ramp', version: 4 });
    expect(saved[0]?.message).toBe('Restored from version 2. Gate updated successfully.');
    await waitFor(() => {
      expect(toasts).toEqual([{ title: 'Saved version 4', message: saved[0]?.message, color: 'green' }]);
    });
    expect(result.current.save.step).toEqual({ step: 'idle' });
    expect(result.current.save.failure).toBeUndefined();
    expect(result.current.save.isSaving).toBe(false);
  });

  it('on a 409 reads the newer gate from the server and offers it as a conflict', async () => {
    const newer = gateFixture({ description: 'Changed by someone else', version: 5 });
    const requests = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse({ status: 409, message: 'Gate was changed: now at version 5.' }, 409)
        : jsonResponse({ message: 'ok', data: newer }),
    );
    const { result, saved } = renderSave();

    act(() => {
      result.current.save.send({ description: 'Mine', expectedVersion: 3 });
    });
    await waitFor(() => {
      expect(result.current.save.step).toMatchObject({ step: 'conflict', newer: { version: 5 } });
    });

    expect(result.current.save.step).toMatchObject({ message: 'Gate was changed: now at version 5.' });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
    act(() => {
      result.current.save.dismiss();
    });
    expect(result.current.save.step).toEqual({ step: 'idle' });
  });

  it('on a 428 asks for a safe-change strategy, then resends the same body with the one chosen', async () => {
    const requests = stubFetch((request) =>
      request.body?.includes('safeChangeStrategy') === true
        ? jsonResponse({ message: 'Gate updated successfully', data: gateFixture({ version: 4 }) })
        : jsonResponse({ status: 428, message: 'This change needs a safe-change strategy.' }, 428),
    );
    const { result, saved } = renderSave();

    act(() => {
      result.current.save.send({ description: 'Risky' });
    });
    await waitFor(() => {
      expect(result.current.save.step.step).toBe('safe-change');
    });
    expect(result.current.save.step).toEqual({
      step: 'safe-change',
      body: { description: 'Risky' },
      message: 'This change needs a safe-change strategy.',
    });

    act(() => {
      result.current.save.send({ description: 'Risky' }, 'immediate');
    });
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(requests.map((request) => request.body)).toEqual([
      '{"description":"Risky"}',
      '{"description":"Risky","safeChangeStrategy":"immediate"}',
    ]);
    expect(result.current.save.step).toEqual({ step: 'idle' });
  });

  it('puts field errors of a 400 on the form fields they name and the message above the save bar', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          status: 400,
          message: 'Invalid request',
          errors: [
            { path: 'name', message: 'Name must be 3 to 100 characters' },
            { path: 'rules[0].passPercentage', message: 'Pass percentage must be between 0 and 100' },
            { path: 'unknownField', message: 'Not a field of the form' },
          ],
        },
        400,
      ),
    );
    const { result, saved } = renderSave();

    act(() => {
      result.current.save.send({ name: 'ab' });
    });
    await waitFor(() => {
      expect(result.current.save.failure).toBeDefined();
    });

    const { form, save } = result.current;
    expect(form.getFieldState('name').error).toMatchObject({
      type: 'server',
      message: 'Name must be 3 to 100 characters',
    });
    expect(form.getFieldState('rules.0.passPercentage').error?.message).toBe(
      'Pass percentage must be between 0 and 100',
    );
    expect(save.failure).toContain('Invalid request');
    expect(save.step).toEqual({ step: 'idle' });
    expect(saved).toEqual([]);

    act(() => {
      result.current.save.clearFailure();
    });
    expect(result.current.save.failure).toBeUndefined();
  });

  it('says so when the server cannot be reached, and leaves the step idle', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderSave();

    act(() => {
      result.current.save.send({ description: 'Offline' });
    });
    await waitFor(() => {
      expect(result.current.save.failure).toBeDefined();
    });
    expect(result.current.save.step).toEqual({ step: 'idle' });
    expect(result.current.save.isSaving).toBe(false);
  });
});
