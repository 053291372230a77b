/** Every limit of the Console API: the server enforces each and the console checks it before sending. */
export const GATE_NAME_MIN = 3;
export const GATE_NAME_MAX = 100;
/** Letters, digits, underscore, hyphen, period and space. */
export const GATE_NAME_PATTERN = /^[a-zA-Z0-9_\-. ]*$/;
export const GATE_DESCRIPTION_MAX = 1000;
export const PASS_PERCENTAGE_MIN = 0;
export const PASS_PERCENTAGE_MAX = 100;
/** Pass percentages move in steps of 0.01. */
export const PASS_PERCENTAGE_STEP = 0.01;
/** Raising a rule by more than this many points in one update needs a safe-change strategy (428). */
export const SAFE_CHANGE_THRESHOLD = 50;

export const AUTOTUNE_MIN_VARIANTS = 2;
export const EXPLORATION_RATE_MIN = 0.001;
export const EXPLORATION_RATE_MAX = 1;
/** Autotune names are ids: lower snake case, digits allowed. */
export const AUTOTUNE_NAME_PATTERN = /^[a-z0-9]+(_[a-z0-9]+)*$/;

export const PAGE_MIN = 1;
export const LIMIT_MIN = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** Dynamic config rules page inside one object; the default and the maximum are both 20000. */
export const RULES_MAX_LIMIT = 20000;

/** Request bodies over this size are answered 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Deepest nesting of a free-form JSON value (a variant's json, a rule's returnValue, an owner): deeper is 400. */
export const MAX_JSON_DEPTH = 64;
/**
 * Deepest nesting of a whole request body: a free-form value's own limit plus room for the schema's structure
 * (`rules.N.returnValue`, `variants.N.json`). Checked on the text before it is parsed.
 */
export const MAX_BODY_DEPTH = MAX_JSON_DEPTH + 16;
/** Largest free-form JSON value, as UTF-8 JSON text. */
export const MAX_JSON_VALUE_BYTES = 64 * 1024;
/** A gate holds at most this many rules; real consoles allow a few hundred and the seed's largest has 200. */
export const MAX_RULES_PER_GATE = 500;
export const MAX_CONDITIONS_PER_RULE = 100;
/** Values of one condition; longer lists belong in a segment or an id list. */
export const MAX_VALUES_PER_CONDITION = 1000;
/** A stored gate record, as UTF-8 JSON text: an update that would make it larger is 400. */
export const MAX_GATE_RECORD_BYTES = 512 * 1024;
