import { GATE_LIST_SCHEMA_SQL } from './gateListSchema';

/**
 * The SQLite schema. Each record is kept as its API-shaped JSON text, next to the columns that lookups and list
 * orderings need, so every list reads one index in order. Idempotent: safe to run on every open.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS gates (
  id TEXT PRIMARY KEY,
  id_lower TEXT NOT NULL,
  name_lower TEXT NOT NULL,
  last_modified_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
-- The list reads gate_list's indexes (gateListSchema.ts) and a gate by its primary key; no query read this one, and
-- every write paid for it (gateListPlans.test.ts records each list query's indexes).
DROP INDEX IF EXISTS gates_by_modified;

CREATE TABLE IF NOT EXISTS gate_versions (
  gate_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (gate_id, version)
) WITHOUT ROWID;
${GATE_LIST_SCHEMA_SQL}
CREATE TABLE IF NOT EXISTS layers (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS layers_by_created ON layers (created_time DESC, id);

CREATE TABLE IF NOT EXISTS autotunes (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS autotunes_by_created ON autotunes (created_time DESC, id);

CREATE TABLE IF NOT EXISTS dynamic_configs (
  id TEXT PRIMARY KEY,
  last_modified_time INTEGER NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dynamic_configs_by_modified ON dynamic_configs (last_modified_time DESC, id);

CREATE TABLE IF NOT EXISTS dynamic_config_rules (
  config_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (config_id, position)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS experiments (
  id TEXT PRIMARY KEY,
  last_modified_time INTEGER NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS experiments_by_modified ON experiments (last_modified_time DESC, id);

CREATE TABLE IF NOT EXISTS pulse_loads (
  id INTEGER PRIMARY KEY,
  experiment_id TEXT NOT NULL,
  created_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS pulse_loads_by_experiment ON pulse_loads (experiment_id, created_time DESC);

CREATE TABLE IF NOT EXISTS metrics (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS metrics_by_created ON metrics (created_time DESC, id);

-- Which metrics are built on which event names (lineage.events), for GET /events/{name}/metrics. The metric's
-- created_time is copied here so that listing reads this key in order instead of sorting.
CREATE TABLE IF NOT EXISTS metric_events (
  event_name TEXT NOT NULL,
  created_time INTEGER NOT NULL,
  metric_id TEXT NOT NULL,
  PRIMARY KEY (event_name, created_time DESC, metric_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS metric_sources (
  name TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  record TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_name ON events (name, timestamp DESC);
CREATE INDEX IF NOT EXISTS events_by_time ON events (timestamp DESC);

-- Kept up to date on import so totals and the name picker never count the events table.
CREATE TABLE IF NOT EXISTS event_names (
  name TEXT PRIMARY KEY,
  count INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS event_names_by_count ON event_names (count DESC, name);

-- The audit log: one row per change, written in the same transaction as the change, never changed or deleted
-- (the triggers refuse it). The time index carries the id and the filtered columns, so filters, counts and skipped
-- rows are read from the index alone, in the list's order (timestamp, then id).
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY,
  timestamp INTEGER NOT NULL,
  action_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  -- The person's name and email, lower-cased, for the updatedBy filter.
  updated_by_key TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_by_time ON audit_log (timestamp, id, action_type, updated_by_key);
-- One entity's and one person's entries in the list's order, carrying the columns the other filters test, so a
-- filtered page is read from the index alone. (The earlier two-column indexes are replaced.)
DROP INDEX IF EXISTS audit_log_by_entity;
DROP INDEX IF EXISTS audit_log_by_person;
CREATE INDEX IF NOT EXISTS audit_log_by_entity_time ON audit_log (entity_id, timestamp, id, action_type, updated_by_key);
CREATE INDEX IF NOT EXISTS audit_log_by_person_time ON audit_log (updated_by_key, timestamp, id, action_type);
CREATE TRIGGER IF NOT EXISTS audit_log_never_updated BEFORE UPDATE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'Audit log entries are never changed'); END;
CREATE TRIGGER IF NOT EXISTS audit_log_never_deleted BEFORE DELETE ON audit_log
  BEGIN SELECT RAISE(ABORT, 'Audit log entries are never deleted'); END;

-- The entity's tags when the entry was written (before and after the change), with the entry's time, so one tag's
-- entries are read in the log's order from this key alone.
CREATE TABLE IF NOT EXISTS audit_log_tags (
  tag TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  entry_id INTEGER NOT NULL,
  PRIMARY KEY (tag, timestamp, entry_id)
) WITHOUT ROWID;

-- Everyone who has an entry (name and email, lower-cased as in audit_log): the updatedBy substring is matched here,
-- and the entries then read through audit_log_by_person_time.
CREATE TABLE IF NOT EXISTS audit_log_people (
  updated_by_key TEXT PRIMARY KEY
) WITHOUT ROWID;

-- Entries per UTC day of one tag, kept with each write: a tag's total and deep pages are read without counting them.
CREATE TABLE IF NOT EXISTS audit_log_tag_days (
  tag TEXT NOT NULL,
  day INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (tag, day)
) WITHOUT ROWID;
-- A store written before these counts existed gets them once from its entries (days as the writes floor them); the
-- one-row-or-none left side keeps a store that has them from reading its entries on every open.
INSERT INTO audit_log_tag_days (tag, day, count)
  SELECT tag, CAST(floor(timestamp / 86400000.0) AS INTEGER) AS day, count(*)
  FROM (SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM audit_log_tag_days)) CROSS JOIN audit_log_tags GROUP BY 1, 2;

-- Each distinct set of tags an entry carries (a sorted JSON array), and entries per UTC day of each combination of
-- action type, person and tag set, with '' (type, person) and 0 (tag set) standing for "any": every mix of these
-- filters is totalled here, and the day a deep page starts in found, so a page never counts or skips more than one
-- day of entries. Each entry adds to eight rows (each of the three given or "any").
CREATE TABLE IF NOT EXISTS audit_log_tag_sets (
  id INTEGER PRIMARY KEY,
  tags TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS audit_log_combination_days (
  action_type TEXT NOT NULL,
  updated_by_key TEXT NOT NULL,
  tag_set INTEGER NOT NULL,
  day INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (action_type, updated_by_key, tag_set, day)
) WITHOUT ROWID;
-- Their counts before there were combinations; read by no version since.
DROP TABLE IF EXISTS audit_log_days;
DROP TABLE IF EXISTS audit_log_person_days;
-- A store written before these rows existed gets them once from its entries, as above.
WITH needed AS (SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM audit_log_combination_days)),
  sets AS (SELECT entry_id, json_group_array(tag ORDER BY tag) AS tags
    FROM needed CROSS JOIN audit_log_tags GROUP BY entry_id)
INSERT OR IGNORE INTO audit_log_tag_sets (tags)
  SELECT coalesce(sets.tags, '[]') FROM needed CROSS JOIN audit_log AS a LEFT JOIN sets ON sets.entry_id = a.id;
WITH needed AS (SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM audit_log_combination_days)),
  sets AS (SELECT entry_id, json_group_array(tag ORDER BY tag) AS tags
    FROM needed CROSS JOIN audit_log_tags GROUP BY entry_id),
  entries AS MATERIALIZED (
    SELECT a.action_type AS t, a.updated_by_key AS p, s.id AS ts, CAST(floor(a.timestamp / 86400000.0) AS INTEGER) AS day
    FROM needed CROSS JOIN audit_log AS a LEFT JOIN sets ON sets.entry_id = a.id
    JOIN audit_log_tag_sets AS s ON s.tags = coalesce(sets.tags, '[]'))
INSERT INTO audit_log_combination_days (action_type, updated_by_key, tag_set, day, count)
  SELECT t, p, 0, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT t, '', 0, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT '', p, 0, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT '', '', 0, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT t, '', ts, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT '', p, ts, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT t, p, ts, day, count(*) FROM entries GROUP BY 1, 2, 3, 4
  UNION ALL SELECT '', '', ts, day, count(*) FROM entries GROUP BY 1, 2, 3, 4;

-- Records set aside by the start-up check because they could not be served (too deep, too large, corrupt): kept
-- for a person to inspect, out of every list. Not read by the API.
CREATE TABLE IF NOT EXISTS quarantine (
  id INTEGER PRIMARY KEY,
  source_table TEXT NOT NULL,
  record_key TEXT NOT NULL,
  reason TEXT NOT NULL,
  quarantined_time INTEGER NOT NULL,
  record TEXT NOT NULL
);
`;
