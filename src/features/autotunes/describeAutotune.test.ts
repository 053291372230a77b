import { describe, expect, it } from 'vitest';
import { describeAutotune } from './describeAutotune';
import { emptyDraft } from './wizardDraft';
import { autotuneWizardSchema } from './wizardSchema';

const body = autotuneWizardSchema.parse({
  ...emptyDraft(),
  name: 'Checkout copy',
  successEvent: 'purchase',
  variants: [
    { name: 'A', json: '{}', size: 2 },
    { name: 'B', json: '{}', size: 1 },
    { name: 'C', json: '{}', size: 1 },
  ],
  explorationWindow: '168hr',
});

describe('describeAutotune', () => {
  it('says the name, the split and the windows in words', () => {
    const text = describeAutotune(body).join(' ');
    expect(text).toContain('Creates the autotune checkout_copy, splitting traffic by userID.');
    expect(text).toContain('3 variants share traffic by size: A 50%, B 25%, C 25%.');
    expect(text).toContain('For the first 7 days, traffic is split equally');
    expect(text).toContain('at most 1 hour after a variant was seen');
    expect(text).toContain('A variant with a 95% chance of being best wins');
  });

  it('counts the attribution window in its unit', () => {
    expect(describeAutotune({ ...body, attributionWindow: '24', attributionWindowUnit: 'min' }).join(' ')).toContain(
      'at most 24 minutes after a variant was seen',
    );
  });

  it('mentions contextual settings only for a contextual autotune', () => {
    expect(describeAutotune(body).join(' ')).not.toContain('contextual');
    const contextual = { ...body, isContextual: true, featureList: ['country'], higherIsBetter: false };
    expect(describeAutotune(contextual).join(' ')).toContain(
      'It is contextual: it picks a variant per user using the features country',
    );
    expect(describeAutotune(contextual).join(' ')).toContain('where lower is better');
  });
});
