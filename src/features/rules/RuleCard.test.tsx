// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Rule } from '../../contract/rule';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { RuleCard } from './RuleCard';

function renderCard(rule: Rule) {
  return renderInMantine(
    <RuleCard rule={rule} position={3}>
      <p>Returns true</p>
    </RuleCard>,
  );
}

const usAndCanada: Rule = {
  name: 'US and Canada',
  passPercentage: 25,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['US', 'CA'] }],
  environments: null,
};

describe('RuleCard', () => {
  it('shows position, name, pass percentage and each condition in words, once', () => {
    renderCard(usAndCanada);
    expect(screen.getByRole('heading', { level: 2, name: '3. US and Canada' })).toBeVisible();
    expect(screen.getByText('25% pass')).toBeVisible();
    const conditions = within(screen.getByRole('list', { name: 'Conditions of US and Canada' })).getAllByRole(
      'listitem',
    );
    expect(conditions.map((item) => item.textContent)).toEqual(['country is any of US, CA']);
    expect(screen.getAllByText(/is any of US, CA/)).toHaveLength(1);
  });

  it('says all environments when the rule has none, and names them otherwise', () => {
    const { unmount } = renderCard(usAndCanada);
    expect(screen.getByText('All environments')).toBeVisible();
    unmount();
    renderCard({ ...usAndCanada, environments: ['production'] });
    expect(screen.getByText('production only')).toBeVisible();
    expect(screen.queryByText('All environments')).not.toBeInTheDocument();
  });

  it('renders what the caller puts below it', () => {
    renderCard(usAndCanada);
    const below = screen.getByText('Returns true');
    expect(below.tagName).toBe('P');
    expect(screen.getByRole('list', { name: 'Conditions of US and Canada' }).compareDocumentPosition(below)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('renders markup in a rule name as text', () => {
    const { container } = renderCard({ ...usAndCanada, name: '<img src=x onerror=alert(1)>' });
    expect(screen.getByRole('heading', { level: 2, name: '3. <img src=x onerror=alert(1)>' })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });
});
