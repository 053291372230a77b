// The lifecycle steps' names, apart from their update bodies (contract/gateLifecycle.ts, with zod), so that a gate's
// first view can draw its lifecycle buttons without the gate schema.

/** The lifecycle steps of a gate, each `POST /gates/{id}/<action>`. */
export const GATE_LIFECYCLE_ACTIONS = ['launch', 'disable', 'enable', 'archive', 'unarchive'] as const;
export type GateLifecycleAction = (typeof GATE_LIFECYCLE_ACTIONS)[number];

/** The name of the one rule a launch leaves: no conditions, 100 %. */
export const LAUNCHED_RULE_NAME = 'Launched';
