// SPIKE (branch only): renders a page on the server to measure a real server-rendered first view.
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { saveConnection } from '../client/connection';
import { createQueryClient } from '../client/queryClient';
import { createAppRouter } from '../router';
import { theme } from '../ui/theme';
import { ThemeRoot } from '../ui/ThemeRoot';

export async function renderPage(url: string, baseUrl: string, apiKey: string): Promise<{ html: string; state: unknown }> {
  saveConnection({ baseUrl, apiKey, remember: false });
  const queryClient = createQueryClient({ onBackgroundError: () => undefined });
  const router = createAppRouter(queryClient);
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
    scrollRestoration: false,
  });
  await router.load();
  for (const m of router.state.matches) console.log('match', m.routeId, m.status, m.error ? String(m.error) : '');
  const { prelude } = await prerender(
    <ThemeRoot theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeRoot>,
  );
  const html = await new Response(prelude).text();
  return { html, state: dehydrate(queryClient) };
}
(globalThis as unknown as { renderPage: typeof renderPage }).renderPage = renderPage;
