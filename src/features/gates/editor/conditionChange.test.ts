import { describe, expect, it } from 'vitest';
import { changeConditionOperator, changeConditionType } from './conditionChange';
import { operatorOptions } from './conditionLabels';

describe('changeConditionType', () => {
  it('keeps an operator the new type allows and the values with it', () => {
    expect(changeConditionType({ operator: 'none', targetValue: ['a@b.c'] }, 'user_id')).toEqual({
      operator: 'none',
      targetValue: ['a@b.c'],
    });
  });
  it("falls back to the new type's first operator and reshapes the value", () => {
    expect(changeConditionType({ operator: 'any', targetValue: ['2.4.0'] }, 'app_version')).toEqual({
      operator: 'version_gt',
      targetValue: '2.4.0',
    });
  });
  it('drops the operator for a segment and keeps one name', () => {
    expect(changeConditionType({ operator: 'any', targetValue: ['beta', 'x'] }, 'passes_segment')).toEqual({
      operator: undefined,
      targetValue: 'beta',
    });
  });
});

describe('changeConditionOperator', () => {
  it('turns a list into a number for a numeric comparison and back', () => {
    expect(changeConditionOperator({ targetValue: ['18'] }, 'custom_field', 'gte')).toEqual({
      operator: 'gte',
      targetValue: 18,
    });
    expect(changeConditionOperator({ targetValue: 18 }, 'custom_field', 'any')).toEqual({
      operator: 'any',
      targetValue: ['18'],
    });
  });
});

describe('operatorOptions', () => {
  it('offers exactly the operators a type allows', () => {
    expect(operatorOptions('environment_tier').map((option) => option.value)).toEqual(['any', 'none']);
    expect(operatorOptions('passes_segment')).toEqual([]);
    expect(operatorOptions('custom_field').map((option) => option.value)).toContain('gt');
    expect(operatorOptions('country').map((option) => option.value)).not.toContain('gt');
  });
});
