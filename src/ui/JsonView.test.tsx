import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { JsonValue } from '../contract/common';
import { deeperThanText, SHOWN_JSON_DEPTH } from './boundedJson';
import { JsonView } from './JsonView';
import { nestedValue } from './nestedValue';

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

describe('JsonView with a value no API should hold', () => {
  it('renders a value nested 5,000 levels deep, each level open, cut with the marker and a note', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <JsonView value={nestedValue(5_000)} label="deep" defaultExpanded={5_000} />
      </MantineProvider>,
    );
    expect(html).toContain(deeperThanText(SHOWN_JSON_DEPTH));
    expect(html).toContain('the levels below are not shown');
  });
  it('shows the first 500 items of a 2 MB array and says how many more there are', () => {
    const wide = Array.from({ length: 20_000 }, (_, index) => 'x'.repeat(90) + String(index));
    const html = render(wide, true);
    expect(html).toContain(`x${'x'.repeat(88)}499`);
    expect(html).not.toContain(`${'x'.repeat(90)}500<`);
    expect(html).toContain('… 19,500 more items not shown');
  });
  it('shows the start of a 2 MB string and how much it leaves out', () => {
    const html = render({ text: 'y'.repeat(2_000_000) }, true);
    expect(html).toContain('… 1,990,000 more characters');
    expect(html.length).toBeLessThan(20_000);
  });
  it('leaves a value within the limits without a note', () => {
    expect(render(nestedValue(64), true)).not.toContain('not shown');
  });
});
