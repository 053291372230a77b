import { describe, expect, it } from 'vitest';
import { AutotuneCreateBodySchema } from '../../contract/autotune';
import { stepOfPath, WIZARD_STEPS } from './wizardSteps';

describe('wizard steps', () => {
  it('edit every field of the create body, each on exactly one step', () => {
    const fields = WIZARD_STEPS.flatMap((step) => step.fields as readonly string[]);
    expect([...fields].sort()).toEqual(Object.keys(AutotuneCreateBodySchema.shape).sort());
  });

  it('send a server error on a variant field back to the Variants step', () => {
    expect(stepOfPath('variants.2.json')).toBe(1);
    expect(stepOfPath('variants')).toBe(1);
  });

  it('send name errors to Basics and rate errors to Advanced', () => {
    expect(stepOfPath('name')).toBe(0);
    expect(stepOfPath('explorationWindowRate')).toBe(3);
  });

  it('know no step for a path outside the form', () => {
    expect(stepOfPath('holdoutIDs')).toBeUndefined();
    expect(stepOfPath('')).toBeUndefined();
  });
});
