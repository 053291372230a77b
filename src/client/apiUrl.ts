import { API_BASE_PATH, API_KEY_HEADER } from '../contract/paths';

// A list repeats the parameter (`?tag=a&tag=b`).
export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** `<baseUrl>/console/v1<path>?<query>`; undefined query values are left out. */
export function buildApiUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'object' ? value : [value]) params.append(name, String(one));
  }
  const search = params.toString();
  return `${baseUrl}${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** The headers of every request: JSON wanted, and the key in its header (never in the URL) when there is one. */
export function apiHeaders(secret: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (secret) headers[API_KEY_HEADER] = secret;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}
