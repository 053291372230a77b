// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Gate } from '../../contract/gate';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { diffGates } from './diffGates';
import { gateFixture, ruleFixture } from './gateFixture';
import { GateDiffView } from './GateDiffView';

function renderDiff(before: Gate, after: Gate) {
  return renderInMantine(<GateDiffView diff={diffGates(before, after)} />);
}

/** The text of every <del> (role deletion) or <ins> (role insertion) on the page. */
const marked = (role: 'deletion' | 'insertion') => screen.queryAllByRole(role).map((mark) => mark.textContent);

const rules = Array.from({ length: 100 }, (_, index) =>
  ruleFixture({ id: `r${String(index)}`, name: `Rule ${String(index)}` }),
);

describe('GateDiffView', () => {
  it('says there is nothing to review when nothing changed', () => {
    renderDiff(gateFixture(), gateFixture());
    expect(screen.getByText(/^No changes/)).toBeVisible();
    expect(marked('insertion')).toEqual([]);
    expect(marked('deletion')).toEqual([]);
  });

  it('shows a changed setting before and after, marking the words that changed', () => {
    renderDiff(gateFixture({ description: 'Ramp to iOS' }), gateFixture({ description: 'Ramp to web' }));
    expect(screen.getByText('Description')).toBeVisible();
    expect(marked('deletion')).toEqual(['iOS']);
    expect(marked('insertion')).toEqual(['web']);
  });

  it('folds the unchanged rules of a large gate around the one that changed', async () => {
    const edited = rules.map((rule, index) => (index === 50 ? { ...rule, passPercentage: 40 } : rule));
    renderDiff(gateFixture({ rules }), gateFixture({ rules: edited }));
    expect(screen.getByRole('heading', { name: 'Rules: 1 changed, 99 unchanged' })).toBeVisible();
    const before = screen.getByRole('button', { name: 'Show 50 unchanged rules (rules 1–50)' });
    expect(before).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Show 49 unchanged rules (rules 52–100)' })).toBeVisible();
    expect(marked('deletion')).toContain('100% pass');
    expect(marked('insertion')).toContain('40% pass');
    expect(screen.queryByText('1. Rule 0:')).not.toBeInTheDocument();

    await userEvent.click(before);
    expect(screen.getByRole('button', { name: 'Hide 50 unchanged rules (rules 1–50)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('1. Rule 0:')).toBeVisible();
  });

  it('badges added and removed rules', () => {
    renderDiff(
      gateFixture({ rules: rules.slice(0, 2) }),
      gateFixture({ rules: [rules[0], ruleFixture({ name: 'Fresh' })].filter((rule) => rule !== undefined) }),
    );
    expect(screen.getByText('Added')).toBeVisible();
    expect(screen.getByText('Removed')).toBeVisible();
    expect(screen.getByText('Rule 2: Fresh')).toBeVisible();
    expect(screen.getByText('Was rule 2: Rule 1')).toBeVisible();
  });
});
