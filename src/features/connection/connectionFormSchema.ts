import * as z from '../../contract/zod';

/** True for '' (this site), an absolute http(s) URL, or a path on this site starting with '/'. */
export function isBaseUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  // '//host' would be protocol-relative: another server, written so it looks like a path.
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** The Connection form: where the Console API is and the key to send it. */
export const ConnectionFormSchema = z.object({
  baseUrl: z.string().check(
    z.trim(),
    z.refine(isBaseUrl, {
      error: 'Base URL must be empty (this site), an http:// or https:// address, or a path starting with /',
    }),
  ),
  apiKey: z.string().check(z.trim()),
  remember: z.boolean(),
});
export type ConnectionFormValues = z.infer<typeof ConnectionFormSchema>;
