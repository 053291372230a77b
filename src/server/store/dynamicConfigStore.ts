import type { Rule } from '../../contract/rule';
import type { Database } from './db';
import { readRows, type CountRow, type KeyedRecordRow, type PageOf, type PageWindow } from './page';

/** Replaces the rules of a dynamic config, keeping their order. Call inside a transaction. */
export function putDynamicConfigRules(db: Database, configId: string, rules: readonly Rule[]): void {
  db.prepare('DELETE FROM dynamic_config_rules WHERE config_id = ?').run(configId);
  const insert = db.prepare('INSERT INTO dynamic_config_rules (config_id, position, record) VALUES (?, ?, ?)');
  rules.forEach((rule, position) => insert.run(configId, position, JSON.stringify(rule)));
}

/** One page of a dynamic config's rules, in their stored order. */
export function listDynamicConfigRules(db: Database, configId: string, window: PageWindow): PageOf<Rule> {
  const rows = db
    .prepare<[string, number, number], KeyedRecordRow>(
      'SELECT position AS key, record FROM dynamic_config_rules WHERE config_id = ? ORDER BY position LIMIT ? OFFSET ?',
    )
    .all(configId, window.limit, window.offset);
  const count = db
    .prepare<[string], CountRow>('SELECT count(*) AS total FROM dynamic_config_rules WHERE config_id = ?')
    .get(configId);
  return { ...readRows<Rule>(rows), total: count?.total ?? 0 };
}
