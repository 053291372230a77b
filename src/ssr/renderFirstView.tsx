// The server's render of a page's first view (built apart: `vite build --ssr`, see package.json's build). The same
// route tree, loaders and components as the browser's; the data from the server's own API, with its key.
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { saveConnection } from '../client/connection';
import type { FirstView, FirstViewRequest } from '../contract/firstView';
import { createQueryClient } from '../client/queryClient';
import { sendRequestsWith } from '../client/sendRequest';
import { createAppRouter } from '../router';
import { theme } from '../ui/theme';
import { ThemeRoot } from '../ui/ThemeRoot';

// The API's requests never leave the process; this only completes the fetch client's same-site URLs (`/console/v1/…`)
// for Request. The connection itself is this site's, as in the browser: every query key starts with its base URL
// (client/queries/serverKey.ts), and the browser must find the page's data under its own keys.
const API_ORIGIN = 'http://gatehouse.internal';

/** Renders the page at `url`, or undefined where the browser should (a failed or missing record). */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | undefined> {
  saveConnection({ baseUrl: '', apiKey: request.apiKey, remember: false });
  sendRequestsWith(async (url, init) => request.api(new Request(new URL(url, API_ORIGIN), init)));
  const queryClient = createQueryClient({ onBackgroundError: () => undefined });
  const router = createAppRouter(queryClient, { wholeFirstView: true });
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [request.url] }),
    isServer: true,
    scrollRestoration: false,
  });
  await router.load();
  if (router.state.matches.some((match) => match.status !== 'success')) return undefined;
  // Times are written from a Date's local fields, so the render runs in the browser's zone. renderToString runs to
  // its end without yielding, so no other request sees the zone changed.
  const serverZone = process.env.TZ;
  process.env.TZ = request.timeZone;
  try {
    const html = renderToString(
      <ThemeRoot theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeRoot>,
    );
    return { html, data: dehydrate(queryClient) };
  } finally {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  }
}
