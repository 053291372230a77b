const REDACTED = '[redacted]';

/** `key=value`, `key: value`, `"apiKey": "value"`: whatever follows a key-like name and `=` or `:` is a secret. */
const ASSIGNED_SECRET =
  /\b((?:[\w-]*[-_])?(?:[a-z]*api|access|client|private)?(?:key|token|secret|password))("?\s*[:=]\s*"?)([^\s"',;&}]+)/gi;

/** `api-key abc123...`: a value after a space is a secret only if it looks like one, so "API-KEY header" survives. */
const SPACED_SECRET = /\b((?:[\w-]*[-_])?(?:api[-_ ]?)?key|bearer|token)(\s+)([\w\-.+/=~]+)/gi;

function looksLikeSecret(token: string): boolean {
  return (token.length >= 8 && /\d/.test(token)) || token.length >= 24;
}

/**
 * Removes the API key and anything that looks like one from a text before it is shown or logged
 * (an upstream may echo the rejected key in a 401 message).
 */
export function redactSecrets(text: string, key?: string): string {
  let result = text;
  const secret = key?.trim();
  if (secret) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      result = result.split(form).join(REDACTED);
    }
  }
  result = result.replace(
    ASSIGNED_SECRET,
    (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`,
  );
  return result.replace(SPACED_SECRET, (match, name: string, space: string, value: string) =>
    looksLikeSecret(value) ? `${name}${space}${REDACTED}` : match,
  );
}
