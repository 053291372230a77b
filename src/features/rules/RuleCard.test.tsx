import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Rule } from '../../contract/rule';
import { RuleCard } from './RuleCard';

function render(rule: Rule): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <RuleCard rule={rule} position={3}>
        <p>Returns true</p>
      </RuleCard>
    </MantineProvider>,
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
    const html = render(usAndCanada);
    expect(html).toContain('3. US and Canada');
    expect(html).toContain('25% pass');
    expect(html).toContain('<li');
    expect(html).toContain('country is any of US, CA</');
    expect(html.split('is any of US, CA')).toHaveLength(2);
  });
  it('says all environments when the rule has none, and names them otherwise', () => {
    expect(render(usAndCanada)).toContain('All environments');
    expect(render({ ...usAndCanada, environments: ['production'] })).toContain('production only');
  });
  it('renders what the caller puts below it', () => {
    expect(render(usAndCanada)).toContain('<p>Returns true</p>');
  });
  it('renders markup in a rule name as text', () => {
    const html = render({ ...usAndCanada, name: '<img src=x onerror=alert(1)>' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
});
