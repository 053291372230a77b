import type { JsonValue } from '../../contract/common';
import type { Layer } from '../../contract/layer';

/** A column of the matrix: one targeting gate or one holdout. */
export interface OverrideColumn {
  kind: 'gate' | 'holdout';
  id: string;
}

/** A cell: the value this gate or holdout sets, if any, and whether it differs from the default. */
interface OverrideCell {
  value: JsonValue | undefined;
  isSet: boolean;
  differsFromDefault: boolean;
}

interface OverrideRow {
  parameter: string;
  defaultValue: JsonValue | undefined;
  cells: OverrideCell[];
}

interface OverrideMatrix {
  columns: OverrideColumn[];
  rows: OverrideRow[];
}

/** Compares JSON values by content; object key order does not matter. */
export function jsonEqual(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  if (left === right) return true;
  if (left === undefined || right === undefined || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => jsonEqual(item, right[index]));
  }
  if (typeof left !== 'object' || typeof right !== 'object') return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every((key) => key in right && jsonEqual(left[key], right[key]));
}

/**
 * Parameters as rows, targeting gates then holdouts as columns. A parameter set only by an override (not among
 * the layer's parameters) still gets a row, so no override is hidden.
 */
export function overrideMatrix(layer: Layer): OverrideMatrix {
  const sources = [
    ...layer.targeting_gate_parameter_values.map((entry) => ({
      column: { kind: 'gate' as const, id: entry.targetingGateName },
      values: entry.parameters,
    })),
    ...layer.holdout_parameter_values.map((entry) => ({
      column: { kind: 'holdout' as const, id: entry.holdoutID },
      values: entry.parameters,
    })),
  ];
  const defaults = new Map(layer.parameters.map((parameter) => [parameter.name, parameter.defaultValue]));
  const names = [...defaults.keys()];
  for (const source of sources) {
    for (const name of Object.keys(source.values)) if (!names.includes(name)) names.push(name);
  }
  const rows = names.map((parameter): OverrideRow => {
    const defaultValue = defaults.get(parameter);
    return {
      parameter,
      defaultValue,
      cells: sources.map((source): OverrideCell => {
        const isSet = Object.hasOwn(source.values, parameter);
        const value = isSet ? source.values[parameter] : undefined;
        return { value, isSet, differsFromDefault: isSet && !jsonEqual(value, defaultValue) };
      }),
    };
  });
  return { columns: sources.map((source) => source.column), rows };
}
