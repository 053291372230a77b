import type { GateLifecycleAction } from '../../../contract/gateLifecycleActions';

/**
 * Each lifecycle action's button. A file of its own: the buttons are drawn in a gate's first view, and the
 * review's wording (lifecycleText.ts) is only needed once the editor is there.
 */
export const LIFECYCLE_LABELS: Readonly<Record<GateLifecycleAction, string>> = {
  launch: 'Launch',
  disable: 'Disable',
  enable: 'Enable',
  archive: 'Archive',
  unarchive: 'Unarchive',
};
