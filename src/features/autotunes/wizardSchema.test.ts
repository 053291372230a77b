import { describe, expect, it } from 'vitest';
import type * as z from '../../contract/zod';
import { nestedValue } from '../../ui/nestedValue';
import { emptyDraft } from './wizardDraft';
import {
  advancedStepSchema,
  autotuneWizardSchema,
  basicsStepSchema,
  successStepSchema,
  variantsStepSchema,
} from './wizardSchema';

const draft = emptyDraft();

/** `path: message` of every problem, so a test reads as what the user would see next to each field. */
function problems(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('Basics step', () => {
  const basics = { name: draft.name, description: draft.description, idType: draft.idType };

  it('sends the typed name converted to an id', () => {
    const result = basicsStepSchema.parse({ ...basics, name: 'Checkout Button Test' });
    expect(result.name).toBe('checkout_button_test');
  });

  it('requires a name, and one with a letter or digit', () => {
    expect(problems(basicsStepSchema, basics)).toEqual({ name: 'Name is required' });
    expect(problems(basicsStepSchema, { ...basics, name: '%%%' })).toEqual({
      name: 'Name must contain at least one letter or digit',
    });
  });

  it('rejects an emptied custom id type and accepts a custom one', () => {
    expect(problems(basicsStepSchema, { ...basics, name: 'x', idType: '  ' })).toEqual({
      idType: 'Id type must not be empty',
    });
    expect(basicsStepSchema.parse({ ...basics, name: 'x', idType: 'companyID' }).idType).toBe('companyID');
  });

  it('leaves an empty description out of the body', () => {
    expect(basicsStepSchema.parse({ ...basics, name: 'x' })).not.toHaveProperty('description', '');
  });
});

describe('Variants step', () => {
  it('parses each value from its JSON text', () => {
    const result = variantsStepSchema.parse({
      variants: [
        { name: 'A', json: '{"color":"blue"}', size: 50 },
        { name: 'B', json: '12', size: '25' },
      ],
    });
    expect(result.variants).toEqual([
      { name: 'A', json: { color: 'blue' }, size: 50 },
      { name: 'B', json: 12, size: 25 },
    ]);
  });

  it('blocks a single variant with the contract message', () => {
    expect(problems(variantsStepSchema, { variants: [{ name: 'A', json: '{}', size: 1 }] })).toEqual({
      variants: 'An autotune needs at least 2 variants',
    });
  });

  it('points invalid JSON, a missing name and a size of 0 at their variant', () => {
    const found = problems(variantsStepSchema, {
      variants: [
        { name: 'A', json: '{"a":', size: 1 },
        { name: ' ', json: '{}', size: 0 },
      ],
    });
    expect(found['variants.0.json']).toMatch(/^Not valid JSON/);
    expect(found['variants.1.name']).toBe('Variant name is required');
    expect(found['variants.1.size']).toBe('Size must be greater than 0');
  });

  it('says under the variant that a JSON nested 70 levels deep is too deep', () => {
    const found = problems(variantsStepSchema, {
      variants: [
        { name: 'A', json: '{}', size: 1 },
        { name: 'B', json: JSON.stringify(nestedValue(70)), size: 1 },
      ],
    });
    expect(found).toEqual({ 'variants.1.json': 'This JSON nests more than 64 levels deep; at most 64 are allowed' });
  });

  it('refuses a JSON nested 5,000 levels deep at its variant without overflowing the stack', () => {
    const found = problems(variantsStepSchema, {
      variants: [
        { name: 'A', json: '['.repeat(5_000) + ']'.repeat(5_000), size: 1 },
        { name: 'B', json: '{}', size: 1 },
      ],
    });
    expect(found['variants.0.json']).toMatch(/nests more than 64 levels deep/);
  });

  it('says under the variant that a JSON of more than 64 KB is too large', () => {
    const found = problems(variantsStepSchema, {
      variants: [
        { name: 'A', json: '{}', size: 1 },
        { name: 'B', json: JSON.stringify({ text: 'x'.repeat(70 * 1024) }), size: 1 },
      ],
    });
    expect(found['variants.1.json']).toMatch(/This JSON is 71 KB; at most 64 KB/);
  });

  it('rejects a repeated variant name, ignoring case and spaces, on the later variant', () => {
    expect(
      problems(variantsStepSchema, {
        variants: [
          { name: 'Test', json: '{}', size: 1 },
          { name: 'Control', json: '{}', size: 1 },
          { name: ' test ', json: '{bad', size: 1 },
        ],
      }),
    ).toEqual({
      'variants.2.name': 'Variant 1 already has this name; each variant needs a name of its own',
      'variants.2.json': expect.stringMatching(/^Not valid JSON/) as string,
    });
    expect(
      problems(variantsStepSchema, {
        variants: [
          { name: 'Test', json: '{}', size: 1 },
          { name: 'Test 2', json: '{}', size: 1 },
        ],
      }),
    ).toEqual({});
  });

  it('says an empty size is not a number', () => {
    expect(
      problems(variantsStepSchema, {
        variants: [
          { name: 'A', json: '{}', size: '' },
          { name: 'B', json: '{}', size: 1 },
        ],
      }),
    ).toEqual({
      'variants.0.size': 'Size must be a number',
    });
  });
});

describe('Success step', () => {
  const success = {
    successEvent: 'purchase',
    successEventValue: '',
    optimizationParameter: null,
    valueColumn: '',
    metricSourceID: '',
    attributionWindow: '1hr',
    attributionWindowUnit: null,
    explorationWindow: '24hr',
    winnerThreshold: '95%',
  };

  it('accepts the allowed windows and leaves unchosen options out', () => {
    const result = successStepSchema.parse(success);
    expect(result).toMatchObject({ successEvent: 'purchase', explorationWindow: '24hr' });
    expect(result.optimizationParameter).toBeUndefined();
  });

  it('rejects a window that is not in the list of the API', () => {
    expect(problems(successStepSchema, { ...success, explorationWindow: '12hr' })).toEqual({
      explorationWindow: expect.stringMatching(/^Exploration window must be one of: 1hr, 24hr/) as string,
    });
  });

  it('requires a success event and a winner threshold', () => {
    const found = problems(successStepSchema, { ...success, successEvent: ' ', winnerThreshold: null });
    expect(found.successEvent).toBe('Success event is required');
    expect(found.winnerThreshold).toMatch(/^Winner threshold must be one of: 80%/);
  });
});

describe('Advanced step', () => {
  const advanced = {
    explorationWindowRate: '',
    longtermExplorationAllocation: '',
    isContextual: false,
    metadataField: '',
    higherIsBetter: true,
    featureList: [],
    linkedExperimentName: '',
    goalRichText: '',
  };

  it('rejects rates of 0 and 1.5 and accepts the bounds 0.001 and 1', () => {
    expect(problems(advancedStepSchema, { ...advanced, explorationWindowRate: 0 })).toEqual({
      explorationWindowRate: 'Exploration window rate must be between 0.001 and 1',
    });
    expect(problems(advancedStepSchema, { ...advanced, longtermExplorationAllocation: 1.5 })).toEqual({
      longtermExplorationAllocation: 'Long-term exploration allocation must be between 0.001 and 1',
    });
    expect(
      problems(advancedStepSchema, { ...advanced, explorationWindowRate: 0.001, longtermExplorationAllocation: 1 }),
    ).toEqual({});
  });

  it('keeps a rate with more than three decimals', () => {
    expect(
      advancedStepSchema.parse({
        ...advanced,
        explorationWindowRate: 0.0015,
        longtermExplorationAllocation: '0.00125',
      }),
    ).toMatchObject({
      explorationWindowRate: 0.0015,
      longtermExplorationAllocation: 0.00125,
    });
  });

  it('says "Enter a number" for a rate typed as letters, instead of dropping it', () => {
    expect(
      problems(advancedStepSchema, {
        ...advanced,
        explorationWindowRate: 'abc',
        longtermExplorationAllocation: '0x10',
      }),
    ).toEqual({
      explorationWindowRate: 'Enter a number',
      longtermExplorationAllocation: 'Enter a number',
    });
    expect(
      advancedStepSchema.parse({ ...advanced, explorationWindowRate: ' .5 ', longtermExplorationAllocation: '1e-3' }),
    ).toMatchObject({
      explorationWindowRate: 0.5,
      longtermExplorationAllocation: 0.001,
    });
  });

  it('leaves empty rates out', () => {
    expect(advancedStepSchema.parse(advanced).explorationWindowRate).toBeUndefined();
  });
});

describe('the whole wizard', () => {
  const complete = { ...draft, name: 'Search ranking', successEvent: 'add_to_cart' };

  it('sends contextual settings only while the autotune is contextual', () => {
    const typed = { ...complete, metadataField: 'revenue', featureList: ['country'], higherIsBetter: false };
    const off = autotuneWizardSchema.parse(typed);
    expect(off).not.toHaveProperty('metadataField');
    expect(off).not.toHaveProperty('featureList');
    expect(off).not.toHaveProperty('isContextual');
    const on = autotuneWizardSchema.parse({ ...typed, isContextual: true });
    expect(on).toMatchObject({
      isContextual: true,
      metadataField: 'revenue',
      featureList: ['country'],
      higherIsBetter: false,
    });
  });

  it('sends higherIsBetter true for an untouched contextual autotune and false once turned off', () => {
    expect(draft.higherIsBetter).toBe(true);
    expect(autotuneWizardSchema.parse({ ...complete, isContextual: true }).higherIsBetter).toBe(true);
    expect(autotuneWizardSchema.parse({ ...complete, isContextual: true, higherIsBetter: false }).higherIsBetter).toBe(
      false,
    );
  });

  it('produces a body without empty strings for the fields left blank', () => {
    const body = JSON.parse(JSON.stringify(autotuneWizardSchema.parse(complete))) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'search_ranking',
      idType: 'userID',
      variants: [
        { name: 'Control', json: {}, size: 50 },
        { name: 'Test', json: {}, size: 50 },
      ],
      successEvent: 'add_to_cart',
      attributionWindow: '1hr',
      explorationWindow: '24hr',
      winnerThreshold: '95%',
    });
  });
});
