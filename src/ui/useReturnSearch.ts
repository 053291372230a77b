import { useLocation } from '@tanstack/react-router';

/**
 * The search of a link to the Connection page: the page the user is on, so connecting brings them back to it.
 * Nothing when they are on the Connection page already.
 */
export function useReturnSearch(): { redirect?: string } {
  const href = useLocation({ select: (location) => location.href });
  return href.startsWith('/connection') ? {} : { redirect: href };
}
