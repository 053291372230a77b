import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './notificationsHost.module.css';
import { whenIdle } from './ui/whenIdle';

// Toasts are rare: their code (with its transition library) loads once the first page has its data and the
// browser is idle, so it never competes with that page's own chunks and requests.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine's notification host, mounted when `firstPage` (the first route resolved) has settled and the browser is
 * then idle; toasts shown before then wait in its store.
 */
export function NotificationsHost({ firstPage }: { firstPage: Promise<unknown> }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let live = true;
    void firstPage.finally(() => {
      if (live)
        cancel = whenIdle(() => {
          setIdle(true);
        });
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [firstPage]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      {/* Top right: at the bottom a toast lay over the save bar's buttons, and hovering it to click kept it open. */}
      <Notifications position="top-right" classNames={{ root: classes.root }} />
    </Suspense>
  );
}
