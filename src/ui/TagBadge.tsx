import type { ReactNode } from 'react';
import classes from './pagedTable.module.css';

/** A tag as Mantine's default badge looks, on one plain element (see pagedTable.module.css). */
export function TagBadge({ children }: { children: ReactNode }) {
  return <span className={`mantine-Badge-root ${classes.badge} ${classes.tag}`}>{children}</span>;
}
