// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInMantine } from '../../../ui/testing/renderInMantine';
import type { BulkOutcome } from './bulkGateActions';
import { BulkRunReport } from './BulkRunReport';

const archived: BulkOutcome = {
  id: 'free_shipping',
  name: 'Free shipping',
  ok: true,
  gate: { id: 'free_shipping', name: 'Free shipping', rules: [], tags: [], targetApps: [], status: 'Archived' },
};

afterEach(cleanup);

describe('BulkRunReport', () => {
  it('offers to stop after the gate in flight while the run goes on, and stops it when pressed', async () => {
    const onCancel = vi.fn();
    renderInMantine(
      <BulkRunReport run={{ action: 'archive', total: 3, outcomes: [archived], done: false }} onCancel={onCancel} />,
    );
    expect(screen.getByRole('heading', { name: 'Archiving 2 of 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Stop after this gate' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says a cancelled run stopped, what it did and how many gates it did not try', () => {
    renderInMantine(
      <BulkRunReport run={{ action: 'archive', total: 3, outcomes: [archived], done: true }} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Stopped' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('1 archived, 0 failed, 2 not tried.');
    expect(screen.queryByRole('button', { name: 'Stop after this gate' })).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Free shipping: archived');
  });

  it('calls a run that tried every gate the result', () => {
    renderInMantine(
      <BulkRunReport run={{ action: 'archive', total: 1, outcomes: [archived], done: true }} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Result' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('1 archived, 0 failed.');
  });
});
