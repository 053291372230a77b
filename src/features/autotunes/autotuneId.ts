/**
 * A name as the autotune id the API expects (lower case words joined by underscores): accents dropped, every run
 * of other characters one underscore, none at either end. `Checkout Button – Café` → `checkout_button_cafe`.
 */
export function toAutotuneId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
