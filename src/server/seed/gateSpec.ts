import type { GATE_TYPES } from '../../contract/enums';
import type { GATE_TYPE_REASONS } from '../../contract/recordEnums';
import type { Condition } from '../../contract/rule';
import type { TeamKey } from './seedTeams';

/** A rule of a gate's current version, before the seed gives it ids. */
export interface RuleSpec {
  name: string;
  pass: number;
  conditions?: Condition[];
  /** Absent means every environment (null on the record). */
  environments?: string[];
  /** Adds the automated rollouts that brought the rule to its percentage, or that will take it further. */
  rollout?: 'completed' | 'pending';
}

/** How a gate's current version looks; the seed derives its earlier versions from it. */
export interface GateSpec {
  name: string;
  description: string;
  team: TeamKey | null;
  type: (typeof GATE_TYPES)[number];
  /** NONE unless the service has marked the gate stale. */
  typeReason?: (typeof GATE_TYPE_REASONS)[number];
  /** Where the gate ended up; enabled unless said otherwise. */
  lifecycle?: 'enabled' | 'disabled' | 'archived';
  idType?: string;
  targetApps?: string[];
  tags: string[];
  rules: RuleSpec[];
  /** How many versions its history has (1 to 30). */
  versions: number;
  /** Created this many days before now. */
  ageDays: number;
  /** Last modified this many days before now. */
  idleDays: number;
  checksPerHour: number;
  requiredReview?: boolean;
  /** The current version waits for a review. */
  underReview?: boolean;
  releasePipeline?: boolean;
  /** Created and owned by the CI pipeline's API key instead of a person. */
  ownedByKey?: boolean;
  inHoldout?: boolean;
}
