import type { Rule } from '../../contract/rule';
import type { Database } from './db';
import type { PageOf, PageWindow } from './page';
import { statement } from './statements';
import { listStoredRecords } from './storedRecords';

const LIST = {
  rows: 'SELECT position AS key, record FROM dynamic_config_rules WHERE config_id = ? ORDER BY position LIMIT ? OFFSET ?',
  count: 'SELECT count(*) AS total FROM dynamic_config_rules WHERE config_id = ?',
};

/** Replaces the rules of a dynamic config, keeping their order. Call inside a transaction. */
export function putDynamicConfigRules(db: Database, configId: string, rules: readonly Rule[]): void {
  statement(db, 'DELETE FROM dynamic_config_rules WHERE config_id = ?').run(configId);
  const insert = statement(db, 'INSERT INTO dynamic_config_rules (config_id, position, record) VALUES (?, ?, ?)');
  rules.forEach((rule, position) => insert.run(configId, position, JSON.stringify(rule)));
}

/** One page of a dynamic config's rules, in their stored order. */
export function listDynamicConfigRules(db: Database, configId: string, window: PageWindow): PageOf<Rule> {
  return listStoredRecords<Rule>(db, LIST, [configId], window);
}
