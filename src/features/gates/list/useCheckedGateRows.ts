import { useEffect, useState } from 'react';
import type { UnreadableRecord } from '../../../client/readItems';
import type { GateRow } from '../../../contract/gateRow';
import { useIdle } from '../../../ui/useIdle';

interface RowsPage {
  items: GateRow[];
  unreadable?: readonly UnreadableRecord[];
}

/**
 * The page's rows, their whole records checked once the page is first idle. Until then the rows show what their
 * own fields' check let through (contract/gateRow.ts): what each row shows has been checked, and the schema of the
 * whole gate (with zod) loads after the first row instead of before it. Later pages are checked as they arrive.
 */
export function useCheckedGateRows<Page extends RowsPage>(page: Page | undefined): Page | undefined {
  const idle = useIdle();
  const [checked, setChecked] = useState<{ page: Page; result: Page }>();
  useEffect(() => {
    if (!idle || page === undefined) return;
    let current = true;
    void import('./checkGateRows').then(({ checkGateRows }) => {
      if (current) setChecked({ page, result: checkGateRows(page) });
    });
    return () => {
      current = false;
    };
  }, [idle, page]);
  return checked !== undefined && checked.page === page ? checked.result : page;
}
