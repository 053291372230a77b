import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader gets from the app's router (src/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * Whether pages render their whole view at once, the code they would load after their first paint included: on the
   * server (src/ssr/), and in a browser that starts from the server's view, so the app's first render replaces it
   * with the same view and not a smaller one.
   */
  wholeFirstView: boolean;
}
