// Answers a misbehaving upstream may give: an HTML error page with a script, a redirect to another
// origin, a 401 that echoes the key it was sent, and cookies. The proxy must pass none of them on as they are.
import { API_BASE_PATH, apiPaths } from '../../src/contract/paths';

/** Gate ids whose record the variant upstream answers with a hostile answer instead. */
export const HOSTILE_GATES = {
  htmlPage: 'upstream_html_page',
  redirect: 'upstream_redirect',
  keyEcho: 'upstream_key_echo',
  /** Not a gate: the script the HTML page loads, from the console's own origin were it passed on. */
  script: 'upstream_script',
} as const;

/** Where the redirect points: another port on the same machine, never followed by Gatehouse. */
export const REDIRECT_TARGET = 'http://127.0.0.1:1';

/** What the HTML page's script would leave behind, had it run in the console's origin. */
export const SCRIPT_MARKS = {
  title: 'Owned by the upstream',
  cookie: 'upstream_script=ran',
  flag: '__upstreamScriptRan',
} as const;

/** The cookie set on every answer of the variant upstream. */
export const UPSTREAM_COOKIE = 'upstream_session=from-upstream';

const SCRIPT = `document.title = ${JSON.stringify(SCRIPT_MARKS.title)};
document.cookie = ${JSON.stringify(`${SCRIPT_MARKS.cookie}; path=/`)};
window.${SCRIPT_MARKS.flag} = true;`;

// The console's CSP blocks the inline script; the one loaded from /console/v1 passes `script-src 'self'`.
const HTML_PAGE = `<!doctype html><title>Error</title><script>${SCRIPT}</script>
<script src="${API_BASE_PATH}${apiPaths.gate(HOSTILE_GATES.script)}"></script><h1>Internal Server Error</h1>`;

/** The hostile answer for a GET of `path`, or undefined when the upstream answers it normally. */
export function hostileAnswer(method: string, path: string, key: string | null): Response | undefined {
  if (method !== 'GET') return undefined;
  switch (path) {
    case gatePath(HOSTILE_GATES.htmlPage):
      return new Response(HTML_PAGE, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
    case gatePath(HOSTILE_GATES.script):
      return new Response(SCRIPT, { status: 200, headers: { 'content-type': 'text/javascript' } });
    case gatePath(HOSTILE_GATES.redirect):
      return new Response('<a href="/login">Moved</a>', {
        status: 302,
        headers: { location: `${REDIRECT_TARGET}/login?next=${encodeURIComponent(path)}`, 'content-type': 'text/html' },
      });
    case gatePath(HOSTILE_GATES.keyEcho):
      // As some services word a refusal: the key it was sent, verbatim, in the message and in a header.
      return Response.json(
        { status: 401, message: `Invalid SERVICE-API-KEY: ${key ?? ''}` },
        { status: 401, headers: { 'cache-control': `no-store, key=${key ?? ''}` } },
      );
    default:
      return undefined;
  }
}

/** Adds {@link UPSTREAM_COOKIE} to an answer, as an upstream behind a session-keeping load balancer would. */
export function withUpstreamCookie(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', `${UPSTREAM_COOKIE}; Path=/; SameSite=Lax`);
  return new Response(response.body, { status: response.status, headers });
}

function gatePath(id: string): string {
  return `${API_BASE_PATH}${apiPaths.gate(id)}`;
}
