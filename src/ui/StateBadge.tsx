import type { CSSProperties, ReactNode } from 'react';
import classes from './pagedTable.module.css';

/**
 * A short state word with a coloured dot on a light tint of that colour, readable in both colour schemes. `color` is
 * a theme colour name (green, blue, gray…). The `mantine-Badge-root` class lets tables treat it as Mantine's badges.
 */
export function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  const colours = {
    '--state-tint': `var(--mantine-color-${color}-light)`,
    '--state-dot': `var(--mantine-color-${color}-7)`,
  } as CSSProperties;
  return (
    <span className={`mantine-Badge-root ${classes.badge} ${classes.state}`} style={colours}>
      {children}
    </span>
  );
}
