import type { DynamicConfig } from '../../../contract/dynamicConfig';
import type { Summary } from '../../../contract/experiment';

/**
 * The answer of `GET /dynamic_configs/{id}`: the stored config, with what a config made before the store kept
 * these fields reads as on the real service (no default value is `{}`, enabled, by user id, no tags).
 */
export function dynamicConfigOf(summary: Summary): DynamicConfig {
  const modified = summary.lastModifiedTime;
  return {
    defaultValue: {},
    isEnabled: true,
    idType: 'userID',
    tags: [],
    ...(modified === undefined ? {} : { createdTime: modified }),
    ...summary,
  };
}
