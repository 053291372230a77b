import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { JsonValue } from '../contract/common';
import { JsonView } from './JsonView';

function render(value: JsonValue, defaultExpanded = false): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <JsonView value={value} label="upsell" defaultExpanded={defaultExpanded} />
    </MantineProvider>,
  );
}

describe('JsonView', () => {
  it('shows a collapsed object as a toggle with its key count and no keys', () => {
    const html = render({ enabled: false, maxItems: 2 });
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('upsell, object of 2 keys');
    expect(html).not.toContain('maxItems');
  });
  it('shows the keys and values of an expanded object', () => {
    const html = render({ enabled: false, maxItems: 2 }, true);
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('&quot;maxItems&quot;: ');
    expect(html).toContain('>2<');
    expect(html).toContain('>false<');
  });
  it('keeps nested objects closed with a toggle named by their path', () => {
    const html = render({ badge: { text: 'Most popular' } }, true);
    expect(html).toContain('upsell.badge, object of 1 key');
    expect(html).not.toContain('Most popular');
  });
  it('names array items by index', () => {
    expect(render([{ name: 'Silver' }], true)).toContain('upsell[0], object of 1 key');
  });
  it('renders markup inside strings as text, never as HTML', () => {
    const html = render({ note: '<img src=x onerror=alert(1)>' }, true);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
  it('shows a primitive without a toggle', () => {
    const html = render('Place order');
    expect(html).toContain('&quot;Place order&quot;');
    expect(html).not.toContain('aria-expanded');
  });
});
