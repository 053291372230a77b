import * as z from './zod';
import { JsonValueSchema } from './common';
import { AUDIT_ACTION_TYPES, type AuditActionType } from './enums';

const SORT_ORDERS = ['asc', 'desc'] as const;

/** One changed field: `old` is absent on a create. */
const FieldChangeSchema = z.object({ old: z.optional(JsonValueSchema), new: z.optional(JsonValueSchema) });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/**
 * One audit log entry as read from the API: `name` is the id of the entity changed, `date` (`YYYY-MM-DD`) and
 * `time` (`HH:MM:SS`) are UTC text of `timestamp` (milliseconds). Tolerant: an unknown action type is kept as text.
 */
export const AuditEntrySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  changeLog: z.string(),
  actionType: z.union([z.enum(AUDIT_ACTION_TYPES), z.string()]),
  date: z.string(),
  time: z.string(),
  timestamp: z.int(),
  updatedBy: z.string(),
  updatedByUserID: z.optional(z.nullable(z.string())),
  changes: z._default(z.record(z.string(), FieldChangeSchema), {}),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` date, or undefined when the text is not a real calendar date. */
function utcDayStart(text: string): number | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March; a date that does not come back the same is not a date.
  return new Date(time).toISOString().slice(0, 10) === text ? time : undefined;
}

const issue = (payload: { issues: unknown[] }, message: string, input: unknown, path: string[] = []) => {
  payload.issues.push({ code: 'custom', message, path, input });
};

const dateParam = (name: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, payload) => {
      if (raw === undefined) return undefined;
      const start = utcDayStart(raw.trim());
      if (start === undefined) issue(payload, `${name} must be a date as YYYY-MM-DD`, raw);
      return start;
    }),
  );

/** A comma-separated list (repeated parameters are joined first), blanks dropped, each item once. */
const listParam = (check?: (item: string) => string | undefined) =>
  z.pipe(
    z.optional(z.array(z.string())),
    z.transform((raw: string[] | undefined, payload) => {
      const items = [...new Set((raw ?? []).flatMap((text) => text.split(',')).map((item) => item.trim()))];
      const kept = items.filter((item) => item !== '');
      for (const item of kept) {
        const problem = check?.(item);
        if (problem !== undefined) issue(payload, problem, item);
      }
      return kept;
    }),
  );

const knownActionType = (item: string) =>
  (AUDIT_ACTION_TYPES as readonly string[]).includes(item)
    ? undefined
    : `Unknown action type "${item}"; known: ${AUDIT_ACTION_TYPES.join(', ')}`;

const textParam = z.pipe(
  z.optional(z.string()),
  z.transform((raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim())),
);

/** The filters of `GET /audit_logs` as the server applies them. */
export interface AuditLogFilter {
  /** Inclusive bounds in milliseconds: midnight UTC of `startDate`, the last millisecond of `endDate`. */
  from: number | undefined;
  to: number | undefined;
  /** Empty: every action type. */
  actionTypes: AuditActionType[];
  /** The entity's tags must include every one. */
  tags: string[];
  id: string | undefined;
  /** Case-insensitive substring of the person's name or email. */
  updatedBy: string | undefined;
  sortOrder: (typeof SORT_ORDERS)[number];
}

/**
 * The query of `GET /audit_logs` (strings in, as the URL carries them; `actionTypes` and `tags` as every value
 * given): a bad date, an end before the start, an unknown action type or sort order names its parameter.
 */
export const AuditLogQuerySchema = z.pipe(
  z.object({
    startDate: dateParam('startDate'),
    endDate: dateParam('endDate'),
    actionType: listParam(knownActionType),
    actionTypes: listParam(knownActionType),
    tags: listParam(),
    id: textParam,
    updatedBy: textParam,
    sortOrder: z.optional(z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' })),
  }),
  z.transform((query, payload): AuditLogFilter => {
    const to = query.endDate === undefined ? undefined : query.endDate + DAY_MS - 1;
    if (query.startDate !== undefined && to !== undefined && to < query.startDate) {
      issue(payload, 'endDate must not be before startDate', query.endDate, ['endDate']);
    }
    return {
      from: query.startDate,
      to,
      actionTypes: [...new Set([...query.actionType, ...query.actionTypes])] as AuditActionType[],
      tags: query.tags,
      id: query.id,
      updatedBy: query.updatedBy?.toLowerCase(),
      sortOrder: query.sortOrder ?? 'desc',
    };
  }),
);
