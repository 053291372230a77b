/** Where a successful connection leads when the user did not come from another page. */
const DEFAULT_RETURN_PATH = '/gates';

/**
 * The page to go on to after connecting: `redirect` when it is a path of this console (never another site, and
 * never the Connection page itself), else Gates. The check keeps a crafted link from sending the user elsewhere.
 */
export function returnPath(redirect: string | undefined): string {
  if (redirect === undefined || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return DEFAULT_RETURN_PATH;
  }
  const base = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== base || url.pathname === '/connection' || url.pathname === '/') return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
