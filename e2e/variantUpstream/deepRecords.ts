// Records no API should hold but a real upstream may: an autotune whose variant json and a gate whose rule
// returnValue and condition nest thousands of levels deep. Put into this upstream's answers as JSON text, so neither
// this process nor the server it wraps has to walk them; the console must render them and the rest of each page.
import type { Database } from '../../src/server/store/db';

/** How deep the planted values nest: far past the 64 levels the API accepts and what JSON.stringify survives. */
export const DEEP_LEVELS = 10_000;
/** The seeded autotune whose second variant's json is planted deep. */
export const DEEP_AUTOTUNE = 'promo_banner_discount';
export const DEEP_VARIANT = '20% off';
/** The type of the planted condition: one the console does not know, so it shows the condition as JSON. */
export const DEEP_CONDITION_TYPE = 'deep_probe';

const SENTINEL = '__deep_value_planted_here__';
const DEEP_TEXT = `${'{"level":'.repeat(DEEP_LEVELS)}"bottom"${'}'.repeat(DEEP_LEVELS)}`;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface DeepRecords {
  /** The gate whose first rule returns a deep value and holds a deep condition: the second most recently modified. */
  gateId: string;
  /** The answer's JSON text with the deep values planted, or undefined when it holds neither record. */
  answer: (status: number, envelope: Json) => Response | undefined;
}

function deepenAutotune(record: Record<string, Json>): boolean {
  if (record.id !== DEEP_AUTOTUNE || !Array.isArray(record.variants)) return false;
  record.variants = record.variants.map((variant: Json) =>
    isObject(variant) && variant.name === DEEP_VARIANT ? { ...variant, json: SENTINEL } : variant,
  );
  return true;
}

function deepenGate(record: Record<string, Json>, gateId: string): boolean {
  const rules: Json[] = Array.isArray(record.rules) ? record.rules : [];
  const [first, ...rest] = rules;
  if (record.id !== gateId || !isObject(first)) return false;
  const conditions: Json[] = Array.isArray(first.conditions) ? first.conditions : [];
  const planted = { type: DEEP_CONDITION_TYPE, operator: 'any', targetValue: ['x'], detail: SENTINEL };
  record.rules = [{ ...first, returnValue: SENTINEL, conditions: [...conditions, planted] }, ...rest];
  return true;
}

export function deepRecords(db: Database): DeepRecords {
  const row = db
    .prepare<[], { id: string }>('SELECT id FROM gates ORDER BY last_modified_time DESC, id LIMIT 1 OFFSET 1')
    .get();
  if (!row) throw new Error('The variant upstream has no second gate to plant deep values in.');
  const gateId = row.id;
  return {
    gateId,
    answer: (status, envelope) => {
      if (!isObject(envelope)) return undefined;
      const records = Array.isArray(envelope.data) ? envelope.data : [envelope.data];
      let planted = false;
      for (const record of records) {
        if (isObject(record) && (deepenAutotune(record) || deepenGate(record, gateId))) planted = true;
      }
      if (!planted) return undefined;
      const text = JSON.stringify(envelope).replaceAll(JSON.stringify(SENTINEL), DEEP_TEXT);
      return new Response(text, { status, headers: { 'content-type': 'application/json' } });
    },
  };
}
