/** A value for a double-quoted HTML attribute. */
export const htmlAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `html` with `links` (whole elements) before its `</head>`, indented as the built index.html's own: the build's page
 * variants (scripts/build/routePreloads.ts) and the server's written pages (wholeViewFiles.ts) add theirs this way.
 */
export function withHeadLinks(html: string, links: readonly string[]): string {
  if (links.length === 0) return html;
  // A function, so a `$` in a name is not read as a replacement pattern.
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
