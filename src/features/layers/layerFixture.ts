import type { Layer } from '../../contract/layer';

/** A minimal layer for tests; fields given override the defaults. */
export function layerFixture(fields: Partial<Layer> & { id: string }): Layer {
  return {
    description: '',
    targetApps: [],
    holdoutIDs: [],
    tags: [],
    parameters: [],
    targeting_gate_parameter_values: [],
    holdout_parameter_values: [],
    ...fields,
  };
}
