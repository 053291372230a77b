/**
 * Text that breaks a console which builds HTML from strings. The seed puts it in descriptions and rule names, so
 * every page shows that it renders data as text.
 */
export const HOSTILE_TEXT = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
  /** Closes an attribute and opens a script: harmless only if nothing is pasted into markup. */
  breakout: '"><script>alert(2)</script>',
  doubleQuote: '"',
  singleQuote: "'",
  accented: 'café',
  japanese: '日本語',
  emoji: '🚀',
} as const;

/** Markup that would load from another host if it were ever parsed: a probe request would leave this origin. */
export const HOSTILE_REMOTE_IMAGE = '<img src="https://attacker.example/probe.png">';

/** A link target that runs script if it is ever put in an href; pages must show it as text. */
export const HOSTILE_LINK = 'javascript:alert(document.domain)';
