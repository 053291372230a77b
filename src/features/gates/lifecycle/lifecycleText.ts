import type { Gate } from '../../../contract/gate';
import { type GateLifecycleAction, LAUNCHED_RULE_NAME } from '../../../contract/gateLifecycleActions';
import { LIFECYCLE_LABELS } from './lifecycleLabels';

interface ActionText {
  /** The button. */
  label: string;
  /** The review's confirm button. */
  confirm: string;
  /** What the action does, said before it runs. */
  explanation: string;
}

/** What each lifecycle action is called and what it does, in the words the buttons and the review use. */
export const LIFECYCLE_TEXT: Readonly<Record<GateLifecycleAction, ActionText>> = {
  launch: {
    label: LIFECYCLE_LABELS.launch,
    confirm: 'Launch gate',
    explanation:
      `Everyone passes: the rules are replaced by one rule, "${LAUNCHED_RULE_NAME}", with no conditions at 100%, ` +
      'and the gate is switched on. The rules it has now stay in the version history.',
  },
  disable: {
    label: LIFECYCLE_LABELS.disable,
    confirm: 'Disable gate',
    explanation: 'The gate is switched off and passes no one. Its rules are kept; Enable brings them back.',
  },
  enable: {
    label: LIFECYCLE_LABELS.enable,
    confirm: 'Enable gate',
    explanation: 'The gate is switched on: its rules decide again who passes.',
  },
  archive: {
    label: LIFECYCLE_LABELS.archive,
    confirm: 'Archive gate',
    explanation:
      'The gate passes no one and cannot be edited until it is unarchived. Its settings and rules are kept, so ' +
      'unarchiving brings back the status it has now.',
  },
  unarchive: {
    label: LIFECYCLE_LABELS.unarchive,
    confirm: 'Unarchive gate',
    explanation: 'The gate can be edited again, and its switch and rules decide its status and who passes.',
  },
};

/** The toast after an action: the server's message and the version it made. */
export function lifecycleDoneText(gate: Gate, message: string): { title: string; message: string } {
  const version = gate.version === undefined ? '' : ` (version ${String(gate.version)})`;
  return { title: `${gate.name ?? gate.id}${version}`, message: message.replace(/\.?$/, '.') };
}
