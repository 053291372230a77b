import { describe, expect, it } from 'vitest';
import { LAYER_PARAMETER_TYPES } from '../../contract/recordEnums';
import { seedGates } from './seedGates';
import { seedLayers } from './seedLayers';

const NOW = Date.UTC(2026, 0, 15, 12);
const layers = seedLayers(NOW);

describe('seeded layers', () => {
  it('has fifteen layers with unique ids and permalinks to the console', () => {
    expect(layers).toHaveLength(15);
    expect(new Set(layers.map((layer) => layer.id)).size).toBe(15);
    for (const layer of layers) expect(layer.permalink).toBe(`/layers/${encodeURIComponent(layer.id)}`);
  });

  it('has parameters of every type, several of them objects, each default matching its type', () => {
    const parameters = layers.flatMap((layer) => layer.parameters);
    expect(new Set(parameters.map((parameter) => parameter.type))).toEqual(new Set(LAYER_PARAMETER_TYPES));
    expect(parameters.filter((parameter) => parameter.type === 'object').length).toBeGreaterThanOrEqual(3);
    for (const { type, defaultValue } of parameters) {
      if (type === 'array') expect(Array.isArray(defaultValue)).toBe(true);
      else if (type === 'object') expect(typeof defaultValue === 'object' && !Array.isArray(defaultValue)).toBe(true);
      else expect(typeof defaultValue).toBe(type);
    }
  });

  it('overrides some defaults for seeded targeting gates and holdouts, naming only parameters that exist', () => {
    const gateIds = new Set(seedGates(NOW).map(({ versions }) => versions[0]?.id));
    const gateOverrides = layers.flatMap((layer) =>
      layer.targeting_gate_parameter_values.map((override) => ({ layer, override })),
    );
    const holdoutOverrides = layers.flatMap((layer) =>
      layer.holdout_parameter_values.map((override) => ({ layer, override })),
    );
    expect(gateOverrides.length).toBeGreaterThan(3);
    expect(holdoutOverrides.length).toBeGreaterThan(1);
    for (const { layer, override } of [...gateOverrides, ...holdoutOverrides]) {
      const names = layer.parameters.map((parameter) => parameter.name);
      expect(names).toEqual(expect.arrayContaining(Object.keys(override.parameters)));
    }
    for (const { override } of gateOverrides) expect(gateIds.has(override.targetingGateName)).toBe(true);
  });

  it('marks a few layers implicit', () => {
    const implicit = layers.filter((layer) => layer.isImplicitLayer).length;
    expect(implicit).toBeGreaterThan(0);
    expect(implicit).toBeLessThan(5);
  });
});
