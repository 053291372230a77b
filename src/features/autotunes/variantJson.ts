import { jsonValueIssue } from '../../contract/jsonInput';

/**
 * A variant's JSON text read as its value, or why it cannot be sent: text that does not parse, or a value deeper or
 * larger than the server accepts. Checked on every keystroke and again before the request, so the message shows
 * under the field and nothing is sent.
 */
export function readVariantJson(text: string): { value: unknown } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}` };
  }
  const problem = jsonValueIssue(value)?.message;
  return problem === undefined ? { value } : { problem };
}
