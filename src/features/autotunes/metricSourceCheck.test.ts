import { describe, expect, it } from 'vitest';
import { metricSourceIdProblem } from './metricSourceCheck';

describe('metricSourceIdProblem', () => {
  const known = new Set(['orders_warehouse']);

  it('flags an id the server does not list', () => {
    expect(metricSourceIdProblem('orders_wharehouse', known)).toBe(
      'This server has no metric source named orders_wharehouse; pick one from its metric sources or leave the field empty',
    );
  });

  it('accepts a listed id, an empty field, and any id when the list is unknown', () => {
    expect(metricSourceIdProblem(' orders_warehouse ', known)).toBeUndefined();
    expect(metricSourceIdProblem('', known)).toBeUndefined();
    expect(metricSourceIdProblem('anything', undefined)).toBeUndefined();
  });
});
