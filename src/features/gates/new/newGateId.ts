import { gateIdFromName } from '../../../contract/gateId';

/** The id the server will give a gate of this name, or undefined while the name has no letter or digit to make one. */
export function previewGateId(name: string): string | undefined {
  return /[a-zA-Z0-9]/.test(name) ? gateIdFromName(name) : undefined;
}
