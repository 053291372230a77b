import type { ConfigWithRules } from '../../client/queries/everyEntityQueries';
import type { EvaluationSubject } from '../../contract/evaluation/evaluate';
import type { Gate } from '../../contract/gate';

/** A gate as the evaluation reads it: enabled or not, its status, its unit and its rules. */
export function gateSubject(gate: Gate): EvaluationSubject {
  return {
    kind: 'gate',
    id: gate.id,
    isEnabled: gate.isEnabled,
    status: gate.status,
    idType: gate.idType,
    rules: gate.rules,
  };
}

/**
 * A dynamic config as the evaluation reads it. Without its detail (a server lacking `GET /dynamic_configs/{id}`) it
 * counts as enabled, bucketing by userID, with no known default value.
 */
export function configSubject({ summary, detail, rules }: ConfigWithRules): EvaluationSubject {
  return {
    kind: 'dynamic_config',
    id: summary.id,
    isEnabled: detail?.isEnabled,
    idType: detail?.idType,
    rules,
    defaultValue: detail?.defaultValue,
  };
}
