/** A text box's own text, the URL value it last saw, and what it wrote to the URL that has not come back yet. */
export interface UrlTextSync {
  text: string;
  shown: string;
  written: string[];
}

/**
 * The box's state once the URL says `value`. A value the box wrote itself is its own echo: the text typed since is
 * kept, and older writes still on their way are dropped. Any other value came from elsewhere (Back, a link) and
 * replaces the text.
 */
export function adoptUrlText(sync: UrlTextSync, value: string): UrlTextSync {
  const echo = sync.written.indexOf(value);
  if (echo >= 0) return { text: sync.text, shown: value, written: sync.written.slice(echo + 1) };
  return { text: value, shown: value, written: [] };
}
