import { describe, expect, it } from 'vitest';
import { layerFixture } from './layerFixture';
import { jsonEqual, overrideMatrix } from './overrideMatrix';

const layer = layerFixture({
  id: 'checkout_layer',
  parameters: [
    { name: 'button_text', type: 'string', defaultValue: 'Place order' },
    { name: 'methods', type: 'array', defaultValue: ['card', 'paypal'] },
  ],
  targeting_gate_parameter_values: [{ targetingGateName: 'apple_pay', parameters: { methods: ['apple_pay', 'card'] } }],
  holdout_parameter_values: [{ holdoutID: 'holdout_h2', parameters: { button_text: 'Place order', legacy: true } }],
});

describe('overrideMatrix', () => {
  const matrix = overrideMatrix(layer);

  it('puts targeting gates before holdouts as columns', () => {
    expect(matrix.columns).toEqual([
      { kind: 'gate', id: 'apple_pay' },
      { kind: 'holdout', id: 'holdout_h2' },
    ]);
  });
  it('marks a gate value that differs from the default', () => {
    expect(matrix.rows[1]?.cells[0]).toEqual({ value: ['apple_pay', 'card'], isSet: true, differsFromDefault: true });
  });
  it('does not mark a holdout value equal to the default', () => {
    expect(matrix.rows[0]?.cells[1]).toMatchObject({ isSet: true, differsFromDefault: false });
  });
  it('leaves a cell unset where the column sets nothing', () => {
    expect(matrix.rows[0]?.cells[0]).toEqual({ value: undefined, isSet: false, differsFromDefault: false });
  });
  it('adds a row for a parameter only an override sets', () => {
    expect(matrix.rows[2]).toMatchObject({ parameter: 'legacy', defaultValue: undefined });
    expect(matrix.rows[2]?.cells[1]?.differsFromDefault).toBe(true);
  });
});

describe('jsonEqual', () => {
  it('ignores object key order', () => {
    expect(jsonEqual({ a: 1, b: [true] }, { b: [true], a: 1 })).toBe(true);
  });
  it('tells arrays of different order apart', () => {
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
  });
  it('tells null from an empty object', () => {
    expect(jsonEqual(null, {})).toBe(false);
  });
});
