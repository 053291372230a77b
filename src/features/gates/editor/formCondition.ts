import {
  isConditionType,
  isSegmentType,
  OPERATORS,
  targetValueShape,
  type ConditionType,
} from '../../../contract/conditionOperators';
import type { Condition, ConditionInput } from '../../../contract/rule';
import { coerceTargetValue, type TargetValue } from './coerceTargetValue';

/** A condition as the form holds it: `passthrough` keeps a condition the console does not know, to send back as is. */
export interface FormCondition {
  type: string;
  operator?: string | undefined;
  targetValue?: TargetValue | undefined;
  field?: string | undefined;
  customID?: string | undefined;
  passthrough?: Condition | undefined;
}

/**
 * Whether the builder can edit a condition: a known type and, unless it is a segment, no operator or a known one.
 * Anything else is shown read-only and sent back unchanged, so an upstream's own conditions survive a save.
 */
function isEditableCondition(condition: Pick<Condition, 'type' | 'operator'>): boolean {
  if (!isConditionType(condition.type)) return false;
  if (isSegmentType(condition.type) || condition.operator === undefined) return true;
  return (OPERATORS as readonly string[]).includes(condition.operator);
}

/** The condition as the API takes it: only the fields its type uses, the value coerced to its operator's shape. */
export function toConditionInput(condition: FormCondition & { type: ConditionType }): ConditionInput {
  const { type } = condition;
  const operator = isSegmentType(type) || condition.operator === '' ? undefined : condition.operator;
  return {
    type,
    ...(operator === undefined ? {} : { operator }),
    targetValue: coerceTargetValue(condition.targetValue, targetValueShape(type, operator)),
    ...(type === 'custom_field' ? { field: condition.field?.trim() ?? '' } : {}),
    ...(type === 'unit_id' ? { customID: condition.customID?.trim() ?? '' } : {}),
  };
}

/** The condition to send: an unknown one exactly as loaded, a known one shaped by `toConditionInput`. */
export function toConditionBody(condition: FormCondition): Condition {
  if (condition.passthrough) return condition.passthrough;
  const { type } = condition;
  if (!isConditionType(type)) {
    const { operator, targetValue } = condition;
    return {
      type,
      ...(operator === undefined ? {} : { operator }),
      ...(targetValue === undefined ? {} : { targetValue }),
    };
  }
  return toConditionInput({ ...condition, type });
}

/** A loaded condition for the form: known ones with the value in their operator's shape, unknown ones kept whole. */
export function toFormCondition(condition: Condition): FormCondition {
  const { type } = condition;
  if (!isConditionType(type) || !isEditableCondition(condition)) {
    return {
      type,
      operator: condition.operator,
      targetValue: condition.targetValue,
      passthrough: keptWhole(condition),
    };
  }
  const operator = isSegmentType(type) ? undefined : condition.operator;
  return {
    type,
    operator,
    targetValue: coerceTargetValue(condition.targetValue, targetValueShape(type, operator)),
    field: condition.field,
    customID: condition.customID,
  };
}

/** Marks a kept condition: react-hook-form keeps an object whose constructor is not Object by reference. */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- only its prototype is used, as a marker
class KeptCondition {}

/**
 * The loaded condition, its fields shared, under a prototype of its own: the form then holds it by reference instead
 * of copying it level by level, which overflows the stack when an upstream sends a value nested thousands deep.
 */
function keptWhole(condition: Condition): Condition {
  return Object.assign(Object.create(KeptCondition.prototype) as Condition, condition);
}
