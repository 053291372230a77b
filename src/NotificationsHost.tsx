import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './notificationsHost.module.css';

// Toasts are rare: their code (with its transition library) loads once the first page is idle, not before it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Mantine's notification host, mounted when the browser is first idle; toasts shown before then wait in its store. */
export function NotificationsHost() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => {
      setIdle(true);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(markIdle, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const handle = setTimeout(markIdle, 500);
    return () => {
      clearTimeout(handle);
    };
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      {/* Top right: at the bottom a toast lay over the save bar's buttons, and hovering it to click kept it open. */}
      <Notifications position="top-right" classNames={{ root: classes.root }} />
    </Suspense>
  );
}
