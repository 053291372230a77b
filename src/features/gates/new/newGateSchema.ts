import { GateWritableSchema } from '../../../contract/gate';
import * as z from '../../../contract/zod';

/**
 * The New gate form: the gate's own writable fields and their limits, as the server checks them on `POST /gates`.
 * A new gate starts enabled with no rules; those are edited on its page.
 */
export const newGateSchema = z.pick(GateWritableSchema, {
  name: true,
  description: true,
  type: true,
  idType: true,
  tags: true,
});
export type NewGateValues = z.input<typeof newGateSchema>;
export type NewGateBody = z.output<typeof newGateSchema>;

/** What the form holds when it opens: the server's defaults for a create. */
export const NEW_GATE_DEFAULTS: NewGateValues = {
  name: '',
  description: '',
  type: 'PERMANENT',
  idType: 'userID',
  tags: [],
};
