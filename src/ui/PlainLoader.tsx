import { cssVars } from './plainInput';

// Mantine's Loader (its default oval, hidden from assistive tech) as the plain element it renders: the router's
// pending view is in the shell, and Loader's code would be too. PlainLoader.test.tsx holds it to Loader.

const SMALL = cssVars({ '--loader-size': 'var(--loader-size-sm)' });

/** Loader's root classes with its default oval; a loading PlainButton's spinner is one too. */
export const LOADER_CLASS = 'm_b34414df m_5ae2e3c mantine-Loader-root';

/** `<Loader size="sm" aria-hidden />`: beside a text that says what is loading. */
export function PlainLoader() {
  return <span style={SMALL} className={LOADER_CLASS} data-size="sm" aria-hidden />;
}
