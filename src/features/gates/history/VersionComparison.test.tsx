// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Gate } from '../../../contract/gate';
import { renderInMantine } from '../../../ui/testing/renderInMantine';
import { gateFixture, ruleFixture } from '../../gate-diff/gateFixture';
import { VersionComparison } from './VersionComparison';

const inboxes = ruleFixture({
  id: 'r1',
  name: 'Real inboxes',
  passPercentage: 25,
  conditions: [{ type: 'email', operator: 'none', targetValue: ['+test'] }],
});
const raised = {
  ...inboxes,
  passPercentage: 50,
  conditions: [...inboxes.conditions, { type: 'country', operator: 'any', targetValue: ['US'] }],
};
// Newest first, as the API lists them.
const versions: Gate[] = [
  gateFixture({ version: 3, lastModifiedTime: 3_000, rules: [raised] }),
  gateFixture({ version: 2, lastModifiedTime: 2_000, rules: [inboxes] }),
  gateFixture({ version: 1, lastModifiedTime: 1_000, rules: [] }),
];

function renderComparison(
  shown: number,
  against: number | undefined,
  onRestore: (version: Gate) => void = () => undefined,
) {
  return renderInMantine(
    <VersionComparison
      versions={versions}
      shown={shown}
      against={against}
      onSelect={() => undefined}
      onRestore={onRestore}
    />,
  );
}

describe('VersionComparison', () => {
  it('tells and marks the raised percentage and the added condition from the older pick to the newer', () => {
    renderComparison(3, 2);
    expect(
      screen.getByText("From version 2 to version 3: rule 'Real inboxes' 25% → 50%, condition added."),
    ).toBeVisible();
    const inserted = screen.getAllByRole('insertion').map((mark) => mark.textContent);
    expect(inserted).toContain('50% pass');
    expect(inserted).toContain('country is any of US');
  });

  it('offers to restore an older version but not the current one', async () => {
    const restored: Gate[] = [];
    const { unmount } = renderComparison(2, 1, (version) => restored.push(version));
    await userEvent.click(screen.getByRole('button', { name: 'Restore version 2' }));
    expect(restored.map((gate) => gate.version)).toEqual([2]);
    unmount();

    renderComparison(3, 2);
    expect(screen.queryByRole('button', { name: /Restore version/ })).not.toBeInTheDocument();
    expect(screen.getByText('This is the current version.')).toBeVisible();
  });

  it('says when the version asked for does not exist', () => {
    renderComparison(9, undefined);
    expect(screen.getByText('This gate has no version 9. Pick a version above or in the timeline.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Restore version/ })).not.toBeInTheDocument();
  });
});
