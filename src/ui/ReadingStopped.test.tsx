// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReadingStopped } from './ReadingStopped';
import { renderInMantine } from './testing/renderInMantine';

describe('ReadingStopped', () => {
  it('says the reading stopped and reads again on request', () => {
    const onReadAgain = vi.fn();
    renderInMantine(<ReadingStopped onReadAgain={onReadAgain} />);
    expect(screen.getByText('Reading stopped')).toBeTruthy();
    screen.getByRole('button', { name: 'Read again' }).click();
    expect(onReadAgain).toHaveBeenCalledOnce();
  });
});
