import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { switchBinding } from './switchBinding';

const toggledTo = (checked: boolean) => ({ currentTarget: { checked } }) as ChangeEvent<HTMLInputElement>;

function field(value: boolean) {
  return { value, onChange: vi.fn<(value: boolean) => void>(), onBlur: vi.fn(), name: 'higherIsBetter', ref: vi.fn() };
}

describe('switchBinding', () => {
  it('draws the switch from the form value, so an untouched default of true shows on', () => {
    expect(switchBinding(field(true)).checked).toBe(true);
    expect(switchBinding(field(false)).checked).toBe(false);
  });

  it('stores what the toggle turned the switch to', () => {
    const on = field(true);
    switchBinding(on).onChange(toggledTo(false));
    expect(on.onChange).toHaveBeenCalledWith(false);
    const off = field(false);
    switchBinding(off).onChange(toggledTo(true));
    expect(off.onChange).toHaveBeenCalledWith(true);
  });
});
