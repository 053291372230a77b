/**
 * Text that breaks a console which builds HTML from strings. The seed puts it in descriptions and rule names, so
 * every page shows that it renders data as text.
 */
export const HOSTILE_TEXT = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
  doubleQuote: '"',
  singleQuote: "'",
  accented: 'café',
  japanese: '日本語',
  emoji: '🚀',
} as const;
