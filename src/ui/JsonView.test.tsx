// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { JsonValue } from '../contract/common';
import { deeperThanText, SHOWN_JSON_DEPTH } from './boundedJson';
import { JsonView } from './JsonView';
import { nestedValue } from './nestedValue';
import { renderInMantine } from './testing/renderInMantine';

function render(value: JsonValue, defaultExpanded: boolean | number = false) {
  return renderInMantine(<JsonView value={value} label="upsell" defaultExpanded={defaultExpanded} />);
}

describe('JsonView', () => {
  it('shows a collapsed object as a toggle with its key count and no keys', () => {
    const { container } = render({ enabled: false, maxItems: 2 });
    expect(screen.getByRole('button', { name: 'upsell, object of 2 keys' })).toHaveAttribute('aria-expanded', 'false');
    expect(container).not.toHaveTextContent('maxItems');
  });
  it('shows the keys and values of an expanded object', () => {
    render({ enabled: false, maxItems: 2 }, true);
    expect(screen.getByRole('button', { name: 'upsell, object of 2 keys' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('"maxItems":', { normalizer: (text) => text.trim() })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('false')).toBeInTheDocument();
  });
  it('keeps nested objects closed with a toggle named by their path', () => {
    const { container } = render({ badge: { text: 'Most popular' } }, true);
    expect(screen.getByRole('button', { name: 'upsell.badge, object of 1 key' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(container).not.toHaveTextContent('Most popular');
  });
  it('names array items by index', () => {
    render([{ name: 'Silver' }], true);
    expect(screen.getByRole('button', { name: 'upsell[0], object of 1 key' })).toBeInTheDocument();
  });
  it('renders markup inside strings as text, never as HTML', () => {
    const { container } = render({ note: '<img src=x onerror=alert(1)>' }, true);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('"<img src=x onerror=alert(1)>"')).toBeInTheDocument();
  });
  it('shows a primitive without a toggle', () => {
    render('Place order');
    expect(screen.getByText('"Place order"')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('JsonView with a value no API should hold', () => {
  it('renders a value nested 5,000 levels deep, each level open, cut with the marker and a note', () => {
    renderInMantine(<JsonView value={nestedValue(5_000)} label="deep" defaultExpanded={5_000} />);
    expect(screen.getAllByText(deeperThanText(SHOWN_JSON_DEPTH)).length).toBeGreaterThan(0);
    expect(screen.getByText(/the levels below are not shown/)).toBeInTheDocument();
  });
  it('shows the first 500 items of a 2 MB array and says how many more there are', () => {
    const wide = Array.from({ length: 20_000 }, (_, index) => 'x'.repeat(90) + String(index));
    render(wide, true);
    expect(screen.getByText(`"${'x'.repeat(90)}499"`)).toBeInTheDocument();
    expect(screen.queryByText(`"${'x'.repeat(90)}500"`)).toBeNull();
    expect(screen.getByText('… 19,500 more items not shown')).toBeInTheDocument();
  });
  it('shows the start of a 2 MB string and how much it leaves out', () => {
    const { container } = render({ text: 'y'.repeat(2_000_000) }, true);
    expect(screen.getByText(/… 1,990,000 more characters$/)).toBeInTheDocument();
    expect(container.textContent.length).toBeLessThan(20_000);
  });
  it('leaves a value within the limits without a note', () => {
    const { container } = render(nestedValue(64), true);
    expect(container).not.toHaveTextContent('not shown');
  });
});
