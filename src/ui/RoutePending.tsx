import { type CSSProperties, useEffect, useState } from 'react';

/** After this long the wait is explained: the client is retrying or waiting out the server's Retry-After. */
const SLOW_AFTER_MS = 4_000;

const GROUP = {
  '--group-gap': 'var(--mantine-spacing-sm)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;

/**
 * What a page shows while its loader waits for the server (after the router's pending delay). Part of the shell's
 * first frame, so Mantine's Group, Loader and Text as their markup: PageSkeleton.test.tsx holds it to them.
 */
export function RoutePending() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSlow(true);
    }, SLOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div style={GROUP} className="m_4081bf90" role="status">
      <span
        style={{ '--loader-size': 'var(--loader-size-sm)' } as CSSProperties}
        className="m_b34414df m_5ae2e3c"
        data-size="sm"
        aria-hidden="true"
      />
      <p className="m_b6d8b162">{slow ? 'Still waiting for the server; it is slow or busy…' : 'Loading…'}</p>
    </div>
  );
}
