import { describe, expect, it } from 'vitest';
import type { SetStateAction } from 'react';
import { GateSchema, type Gate } from '../../../contract/gate';
import { showConflict } from './showConflict';

type Step = { step: 'idle' } | { step: 'conflict'; message: string; newer?: unknown; newerError?: string };

/** A stand-in for React's state: applies each update as React would and keeps the latest. */
function stateOf(initial: Step) {
  const state = { current: initial };
  const setStep = (update: SetStateAction<Step>) => {
    state.current = typeof update === 'function' ? update(state.current) : update;
  };
  return { state, setStep };
}

const NEWER = GateSchema.parse({ id: 'checkout_v2', version: 7, description: 'Changed on the server' });

/** A conflict shown from the idle step whose read of the newer version ends when `arrive` is called. */
function conflictAwaitingNewer() {
  const { state, setStep } = stateOf({ step: 'idle' });
  let arrive: (gate: Gate) => void = () => undefined;
  const shown = showConflict<Step>(
    setStep,
    { step: 'conflict', message: 'Changed' },
    () => new Promise((resolve) => (arrive = resolve)),
  );
  return {
    state,
    setStep,
    shown,
    arrive: (gate: Gate) => {
      arrive(gate);
    },
  };
}

describe('showConflict', () => {
  it('opens the conflict at once and adds the newer version when it arrives', async () => {
    const { state, shown, arrive } = conflictAwaitingNewer();
    expect(state.current).toEqual({ step: 'conflict', message: 'Changed' });
    arrive(NEWER);
    await shown;
    expect(state.current).toEqual({ step: 'conflict', message: 'Changed', newer: NEWER });
  });

  it('leaves a dialog closed before the newer version arrived closed', async () => {
    const { state, setStep, shown, arrive } = conflictAwaitingNewer();
    setStep({ step: 'idle' });
    arrive(NEWER);
    await shown;
    expect(state.current).toEqual({ step: 'idle' });
  });

  it('says why the newer version could not be read', async () => {
    const { state, setStep } = stateOf({ step: 'idle' });
    await showConflict<Step>(setStep, { step: 'conflict', message: 'Changed' }, () =>
      Promise.reject(new Error('The server did not answer')),
    );
    expect(state.current).toEqual({ step: 'conflict', message: 'Changed', newerError: 'The server did not answer' });
  });
});
