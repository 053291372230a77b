import * as z from './zod';
import { GateUpdateBodySchema } from './gate';

/** The lifecycle steps of a gate, each `POST /gates/{id}/<action>`. */
export const GATE_LIFECYCLE_ACTIONS = ['launch', 'disable', 'enable', 'archive', 'unarchive'] as const;
export type GateLifecycleAction = (typeof GATE_LIFECYCLE_ACTIONS)[number];

/** The body of a lifecycle action: empty, or only the update's `expectedVersion` guard (anything else is 400). */
export const GateLifecycleBodySchema = z.strictObject({ expectedVersion: GateUpdateBodySchema.shape.expectedVersion });

/** The name of the one rule a launch leaves: no conditions, 100 %. */
export const LAUNCHED_RULE_NAME = 'Launched';
