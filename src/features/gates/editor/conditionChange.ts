import {
  type ConditionType,
  isSegmentType,
  operatorsFor,
  targetValueShape,
} from '../../../contract/conditionOperators';
import { coerceTargetValue, type TargetValue } from './coerceTargetValue';

/** The parts of a condition that change together when its type or operator changes. */
export interface ConditionCore {
  operator: string | undefined;
  targetValue: TargetValue;
}

/**
 * A condition switched to another type: its operator kept if the new type allows it, else the type's first one
 * (none for segments); its value converted to the shape the new operator takes, keeping what it can.
 */
export function changeConditionType(
  current: { operator?: string | undefined; targetValue?: TargetValue | undefined },
  type: ConditionType,
): ConditionCore {
  const allowed: readonly string[] = operatorsFor(type);
  let operator: string | undefined;
  if (!isSegmentType(type)) {
    operator = current.operator !== undefined && allowed.includes(current.operator) ? current.operator : allowed[0];
  }
  return { operator, targetValue: coerceTargetValue(current.targetValue, targetValueShape(type, operator)) };
}

/** A condition switched to another operator: the value converted to the shape that operator takes. */
export function changeConditionOperator(
  current: { targetValue?: TargetValue | undefined },
  type: ConditionType,
  operator: string,
): ConditionCore {
  return { operator, targetValue: coerceTargetValue(current.targetValue, targetValueShape(type, operator)) };
}

/** A new condition for the builder: country is any of (no values yet). */
export function newCondition(): { type: ConditionType; operator: string; targetValue: string[] } {
  return { type: 'country', operator: 'any', targetValue: [] };
}
