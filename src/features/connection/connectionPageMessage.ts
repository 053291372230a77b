/**
 * An error message as the Connection page shows it: the client's hints send the user to the Connection page,
 * where they already are, so those are reworded to point at the fields in front of them.
 */
export function connectionPageMessage(message: string): string {
  return message
    .replace('Set the API key on the Connection page.', 'Check the API key and try again.')
    .replaceAll(' on the Connection page', '');
}
