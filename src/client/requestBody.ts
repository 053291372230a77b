/** Why a body could not be written as JSON: the request is not sent, and the message says what to change. */
export const TOO_DEEP_TO_SEND =
  'This change holds a value nested too deeply to send (the API accepts 64 levels); nothing was sent. Remove or flatten that value first.';

/**
 * The JSON text of a request body. A value kept from a record (an unknown condition an upstream sent, say) may nest
 * thousands of levels deep, and JSON.stringify then overflows the stack: that becomes a message a person can act on.
 */
export function requestBodyText(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    if (error instanceof RangeError) throw new Error(TOO_DEEP_TO_SEND, { cause: error });
    throw error;
  }
}
