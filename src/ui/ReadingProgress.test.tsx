// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { countOf, percentOf, ReadingProgress } from './ReadingProgress';
import { renderInMantine } from './testing/renderInMantine';

describe('ReadingProgress', () => {
  it('says how far with a total, and how many without one', () => {
    expect(countOf(40, 120)).toBe('40 of 120');
    expect(countOf(40, undefined)).toBe('40');
    expect(percentOf(40, 160)).toBe(25);
    expect(percentOf(3, 0)).toBe(100);
    expect(percentOf(3, undefined)).toBeUndefined();
  });

  it('announces the line, names the bar and cancels', () => {
    const onCancel = vi.fn();
    renderInMantine(
      <ReadingProgress text="Reading gates: 40 of 160" percent={25} label="Gates read" onCancel={onCancel} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Reading gates: 40 of 160');
    expect(screen.getByRole('progressbar', { name: 'Gates read' }).getAttribute('aria-valuenow')).toBe('25');
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers no Cancel for a step too short to stop', () => {
    renderInMantine(<ReadingProgress text="Evaluating 3 of 9" percent={33} label="Progress" />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
