// First: starts the opened page's first API request before the rest of the shell runs.
import { openedPageRequested } from './openedPageRequest';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's variables and Mantine's breakpoint classes, made by the build (src/ui/themeCss.ts): ThemeRoot below
// leaves out MantineProvider's code that would write them into the page as it renders.
import 'virtual:theme.css';
// Every list page's table styles travel in the shell's stylesheet: one file fewer before any list's first row.
import './ui/pagedTable.module.css';
// So are the gate page's first-view layout styles: under 1 KB, they were a request of their own before its first view.
import './features/gates/page/gatePage.module.css';
import './features/gates/firstView/plainFields.module.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { logCaughtError } from './client/caughtErrorLog';
import { createQueryClient } from './client/queryClient';
import { firstRenderReady, waitsForFirstView } from './firstRender';
import { NotificationsHost } from './NotificationsHost';
import { prefetchPages } from './prefetchPages';
import { isDehydratedState, ServedViewReplaced, takeServedFirstViewData } from './servedFirstView';
import { createAppRouter } from './router';
import { showNotification } from './ui/showNotification';
import { theme } from './ui/theme';
import { markColorScheme, ThemeRoot } from './ui/ThemeRoot';
import { keepKeysUntilShortcuts, loadShortcutHandler } from './ui/useShortcuts';
import { whenIdle } from './ui/whenIdle';

const queryClient = createQueryClient({
  onBackgroundError: (error) => {
    showNotification({ color: 'red', title: 'Could not refresh the data shown', message: error.message });
  },
});
// A page the server rendered (src/server/http/firstViews.ts) starts from the data it was rendered with.
const servedData = takeServedFirstViewData();
if (isDehydratedState(servedData)) hydrate(queryClient, servedData);
// Its view is on screen before the app: a key pressed on it is answered once the app is there.
if (servedData !== undefined) keepKeysUntilShortcuts();
const router = createAppRouter(queryClient, { wholeFirstView: servedData !== undefined });
// Match the address and start its route's chunks and data now, while React renders the frame; the router's own
// mount sees this load in flight and joins it instead of starting a second one. A failing loader shows in the
// route's error view, so the promise itself only times what waits for the first page.
const firstPage = router.load().catch(logCaughtError);
// The keyboard shortcuts' matching loads once the first page is idle, before the pages fetched ahead (a key pressed
// sooner loads it at once, and its keys wait for it).
void firstPage.finally(() => whenIdle(() => void loadShortcutHandler(), 2000));
// The page session (client/pageSession.ts) lets the server render a page's first view; it can wait for idle too.
void firstPage.finally(() =>
  whenIdle(() => void import('./client/pageSession').then((module) => module.keepPageSession()), 2000),
);
prefetchPages(router, firstPage);

// Before the first render, so no layout done during it is redone for the mark (see markColorScheme).
markColorScheme();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A gate's page paints its frame and first view together (see firstRender.ts); other pages their frame at once.
const waitForPage = waitsForFirstView(router, window.location.pathname, openedPageRequested);
// The server's first view stays on screen until the app's own is ready to replace it, so no skeleton shows between.
void (servedData !== undefined ? firstPage : firstRenderReady(waitForPage, firstPage)).then(() => {
  createRoot(rootElement, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      <ThemeRoot theme={theme}>
        <ServedViewReplaced root={rootElement} />
        <NotificationsHost firstPage={firstPage} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeRoot>
    </StrictMode>,
  );
});
