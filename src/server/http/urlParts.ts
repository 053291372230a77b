// Both read an absolute URL as `new URL().href` writes it (lower-case host, percent-encoded path): slicing is enough.

/** `host[:port]` of the URL. */
export function hostOfUrl(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return url.slice(start, end === -1 ? undefined : end);
}

/** The path of the URL, percent-encoded, without query or fragment. */
export function pathOfUrl(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = query === -1 ? hash : hash === -1 ? query : Math.min(query, hash);
  return url.slice(start, end === -1 ? undefined : end);
}
