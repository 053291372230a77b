import type { ReactNode } from 'react';
import table from './pagedTable.module.css';
import { useScrollsSideways } from './useScrollsSideways';

/**
 * The box a table scrolls sideways in on a narrow screen (ui/pagedTable.module.css). While it scrolls, it is a
 * labelled region the keyboard can reach to scroll it; while it does not, it adds no tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const [scrollRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <div
      ref={scrollRef}
      className={table.scroll}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
