import { useEffect, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { PlainLoader } from './PlainLoader';

/** After this long the wait is explained: the client is retrying or waiting out the server's Retry-After. */
const SLOW_AFTER_MS = 4_000;

/** What a page shows while its loader waits for the server (after the router's pending delay). */
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
    <Group gap="sm" role="status">
      <PlainLoader />
      <Text>{slow ? 'Still waiting for the server; it is slow or busy…' : 'Loading…'}</Text>
    </Group>
  );
}
