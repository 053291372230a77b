import type { Gate } from '../../contract/gate';
import { GATE_STATUSES } from '../../contract/enums';
import type { GateStatusCounts } from '../../contract/gateListView';
import type { GATE_LIST_SORTS } from '../../contract/enums';
import type { GateListQuery } from '../../contract/gateListQuery';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { listStoredRecords } from './storedRecords';

const SORT_COLUMNS: Record<(typeof GATE_LIST_SORTS)[number], string> = {
  name: 'l.name_lower',
  lastModifiedTime: 'l.last_modified_time',
  createdTime: 'l.created_time',
  checksPerHour: 'l.checks_per_hour',
};

/** A substring of either column, ignoring case: the columns hold lower-cased text (gateListIndex.ts). */
const eitherContains = (first: string, second: string) => `(instr(l.${first}, ?) > 0 OR instr(l.${second}, ?) > 0)`;

// Every tag given, whatever their number: one SQL text, so the statement cache stays one entry per filter shape.
const HAS_EVERY_TAG =
  'l.gate_id IN (SELECT gate_id FROM gate_tags WHERE tag IN (SELECT value FROM json_each(?)) ' +
  'GROUP BY gate_id HAVING count(*) = ?)';

function filterOf(query: Omit<GateListQuery, 'counts' | 'sort' | 'order'>): {
  clauses: string[];
  params: (string | number)[];
} {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const search = (query.search ?? '').toLowerCase();
  if (search !== '') {
    clauses.push(eitherContains('id_lower', 'name_lower'));
    params.push(search, search);
  }
  if (query.status !== undefined) {
    clauses.push('l.status = ?');
    params.push(query.status);
  }
  if (query.enabled !== undefined) {
    clauses.push('l.is_enabled = ?');
    params.push(Number(query.enabled));
  }
  if (query.type !== undefined) {
    clauses.push('l.type = ?');
    params.push(query.type);
  }
  if (query.tag.length > 0) {
    clauses.push(HAS_EVERY_TAG);
    params.push(JSON.stringify(query.tag), query.tag.length);
  }
  for (const [needle, name, email] of [
    [query.creator, 'creator_name', 'creator_email'],
    [query.modifier, 'modifier_name', 'modifier_email'],
  ] as const) {
    if (needle === undefined) continue;
    clauses.push(eitherContains(name, email));
    const lowered = needle.toLowerCase();
    params.push(lowered, lowered);
  }
  return { clauses, params };
}

interface ListOrder {
  column: string;
  direction: 'ASC' | 'DESC';
  idDirection: 'ASC' | 'DESC';
}

function orderOf(query: GateListQuery): ListOrder {
  // Without sort or order: newest change first, ties by id ascending, as the list was before it could sort.
  if (query.sort === undefined && query.order === undefined)
    return { column: 'l.last_modified_time', direction: 'DESC', idDirection: 'ASC' };
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  return { column: SORT_COLUMNS[query.sort ?? 'lastModifiedTime'], direction, idDirection: direction };
}

/**
 * One page of gates matching the list query, in its order, and how many match. Filtering, sorting, counting and
 * the page window happen in SQLite on the narrow list rows; only the page's records are then read (sorting rows
 * that carry records would copy every matching record into the sorter). The SQL text depends only on which
 * filters are present and the order, so a bounded number of statements is cached.
 */
export function listGatesMatching(db: Database, query: GateListQuery, window: PageWindow): PageOf<Gate> {
  const { clauses, params } = filterOf(query);
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const { column, direction, idDirection } = orderOf(query);
  const page = `SELECT l.gate_id, ${column} AS sort_value FROM gate_list l ${where}
                ORDER BY ${column} ${direction}, l.gate_id ${idDirection} LIMIT ? OFFSET ?`;
  return listStoredRecords<Gate>(
    db,
    {
      rows: `SELECT g.id AS key, g.record FROM (${page}) p JOIN gates g ON g.id = p.gate_id
             ORDER BY p.sort_value ${direction}, p.gate_id ${idDirection}`,
      count: `SELECT count(*) AS total FROM gate_list l ${where}`,
    },
    params,
    window,
  );
}

/**
 * How many gates match the query's other filters, per status: what choosing each status would list. One grouped
 * count over the narrow list rows, asked for only with `counts=status`.
 */
export function countGatesByStatus(db: Database, query: GateListQuery): GateStatusCounts {
  const { clauses, params } = filterOf({ ...query, status: undefined });
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const rows = statement(db, `SELECT l.status, count(*) AS total FROM gate_list l ${where} GROUP BY l.status`).all(
    ...params,
  ) as { status: string | null; total: number }[];
  const counts: GateStatusCounts = Object.fromEntries(GATE_STATUSES.map((status) => [status, 0]));
  for (const { status, total } of rows) {
    const known = GATE_STATUSES.find((name) => name === status);
    if (known !== undefined) counts[known] = total;
  }
  return counts;
}
