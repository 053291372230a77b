import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { gateFixture, ruleFixture } from '../diff/gateFixture';
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

function render(shown: number, against: number | undefined): string {
  const ignore = () => undefined;
  return renderToStaticMarkup(
    <MantineProvider>
      <VersionComparison versions={versions} shown={shown} against={against} onSelect={ignore} onRestore={ignore} />
    </MantineProvider>,
  );
}

describe('VersionComparison', () => {
  it('tells and marks the raised percentage and the added condition from the older pick to the newer', () => {
    const html = render(3, 2);
    expect(html).toContain('From version 2 to version 3: rule &#x27;Real inboxes&#x27; 25% → 50%, condition added.');
    expect(html).toMatch(/<ins[^>]*>50% pass<\/ins>/);
    expect(html).toMatch(/<ins[^>]*>country is any of US<\/ins>/);
  });

  it('offers to restore an older version but not the current one', () => {
    expect(render(2, 1)).toContain('Restore version 2');
    expect(render(3, 2)).not.toContain('Restore version');
    expect(render(3, 2)).toContain('This is the current version.');
  });

  it('says when the version asked for does not exist', () => {
    expect(render(9, undefined)).toContain('This gate has no version 9');
  });
});
