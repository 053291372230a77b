import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { diffGates } from './diffGates';
import { gateFixture, ruleFixture } from './gateFixture';
import { GateDiffView } from './GateDiffView';

function render(before: Gate, after: Gate): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <GateDiffView diff={diffGates(before, after)} />
    </MantineProvider>,
  );
}

const rules = Array.from({ length: 100 }, (_, index) =>
  ruleFixture({ id: `r${String(index)}`, name: `Rule ${String(index)}` }),
);

describe('GateDiffView', () => {
  it('says there is nothing to review when nothing changed', () => {
    expect(render(gateFixture(), gateFixture())).toContain('No changes');
  });
  it('shows a changed setting before and after, marking the words that changed', () => {
    const html = render(gateFixture({ description: 'Ramp to iOS' }), gateFixture({ description: 'Ramp to web' }));
    expect(html).toContain('Description');
    expect(html).toMatch(/<del[^>]*>iOS<\/del>/);
    expect(html).toMatch(/<ins[^>]*>web<\/ins>/);
  });
  it('folds the unchanged rules of a large gate around the one that changed', () => {
    const edited = rules.map((rule, index) => (index === 50 ? { ...rule, passPercentage: 40 } : rule));
    const html = render(gateFixture({ rules }), gateFixture({ rules: edited }));
    expect(html).toContain('Rules: 1 changed, 99 unchanged');
    expect(html).toContain('Show 50 unchanged rules (rules 1–50)');
    expect(html).toContain('Show 49 unchanged rules (rules 52–100)');
    expect(html).toMatch(/<del[^>]*>100% pass<\/del>/);
    expect(html).toMatch(/<ins[^>]*>40% pass<\/ins>/);
  });
  it('badges added and removed rules', () => {
    const html = render(
      gateFixture({ rules: rules.slice(0, 2) }),
      gateFixture({ rules: [rules[0], ruleFixture({ name: 'Fresh' })].filter((rule) => rule !== undefined) }),
    );
    expect(html).toContain('>Added<');
    expect(html).toContain('>Removed<');
    expect(html).toContain('Rule 2: Fresh');
    expect(html).toContain('Was rule 2: Rule 1');
  });
});
