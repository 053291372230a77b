import { WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_DESCRIPTION_MAX } from '../../../contract/limits';

// The settings' labels and help, shared by the editor's fields and the read-only first view painted before them.

type WritableGateType = (typeof WRITABLE_GATE_TYPES)[number];

export const TYPE_OPTIONS = WRITABLE_GATE_TYPES.map((value) => ({
  value,
  label: value === 'PERMANENT' ? 'Permanent' : 'Temporary',
}));

const TYPE_HELP: Record<WritableGateType, string> = {
  PERMANENT: 'Stays in code for good (kill switch, entitlement); never flagged as stale.',
  TEMPORARY: 'A rollout meant to be cleaned up once launched.',
};

export const SETTINGS_TEXT = {
  enabled: { label: 'Enabled', description: 'When off, the gate fails everyone whatever its rules say.' },
  name: { label: 'Name', description: '3 to 100 letters, digits, spaces and _ - .' },
  description: { label: 'Description' },
  type: { label: 'Type', placeholder: 'Set by the service; pick one to change it' },
  idType: {
    label: 'Id type',
    description: 'The unit the gate evaluates: userID, stableID or the name of a custom id type.',
  },
  targetApps: { label: 'Target apps', description: 'Apps whose SDKs evaluate this gate; empty means all.' },
  tags: { label: 'Tags', description: 'Press Enter or comma after each tag; paste a list.' },
  requiredReview: {
    label: 'Require review',
    description:
      'Records that changes should be reviewed. Saves made here go through the Console API, which applies them at once without asking a reviewer.',
  },
} as const;

/** The help under Type: what the chosen type means, or that a type the console cannot write is kept. */
export function typeHelp(type: WritableGateType | null): string {
  return type ? TYPE_HELP[type] : 'Stale or template: kept unless you pick a type.';
}

/** The count under Description. */
export function descriptionCount(description: string): string {
  return `${String(description.length)} of ${String(GATE_DESCRIPTION_MAX)} characters`;
}
