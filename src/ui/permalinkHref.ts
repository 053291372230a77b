/** The permalink as a safe link target: a relative path or an http(s) URL; anything else (javascript:, data:) is not linked. */
export function permalinkHref(permalink: string | undefined): string | undefined {
  if (permalink === undefined) return undefined;
  const trimmed = permalink.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
