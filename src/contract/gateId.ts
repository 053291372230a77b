/** A gate's id (`POST /gates`) is its name formatted as an id: lower case, each run of other characters one underscore. */
export function gateIdFromName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}
