// Vitest setup for tests that run in jsdom (a file that names the jsdom environment in its first comment): what Mantine
// reads from a browser that jsdom lacks, and a clean document after each test. Node-environment tests skip it.
import { afterEach } from 'vitest';
// Matchers that read like what a person sees: toBeChecked, toBeVisible, toHaveAccessibleName...
import '@testing-library/jest-dom/vitest';
import { matchMediaStub } from './matchMediaStub';

const nothing = (): undefined => undefined;

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);

  // Mantine's colour scheme and media queries ask matchMedia; jsdom has none. No query matches.
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMediaStub(() => false) });

  // ScrollArea and popovers observe sizes; jsdom lays nothing out, so there is nothing to report.
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe = nothing;
      unobserve = nothing;
      disconnect = nothing;
    },
  });

  // Mantine's autosizing Textarea listens for font loading; jsdom loads no fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: nothing, removeEventListener: nothing },
    });
  }

  // Virtualized lists and focus helpers scroll elements into view; jsdom has no layout to scroll.
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: nothing });
}
