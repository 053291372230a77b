import type { EvaluationSubject } from '../../contract/evaluation/evaluate';
import type { DynamicConfig } from '../../contract/dynamicConfig';
import type { Gate } from '../../contract/gate';
import type { Rule } from '../../contract/rule';

/** A gate as saved: the panel tests what the service serves, not the editor's unsaved draft. */
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
 * A dynamic config from its rules and, where the server answers `GET /dynamic_configs/{id}`, its state, id type and
 * default value. Without that answer the config counts as enabled, bucketing by userID, with an unknown default.
 */
export function configSubject(
  configId: string,
  rules: readonly Rule[],
  detail: DynamicConfig | undefined,
): EvaluationSubject {
  return {
    kind: 'dynamic_config',
    id: configId,
    isEnabled: detail?.isEnabled,
    idType: detail?.idType,
    rules,
    defaultValue: detail?.defaultValue,
  };
}
