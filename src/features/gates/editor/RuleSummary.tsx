import { useContext } from 'react';
import { useWatch } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';
import type { RulePath } from './formPaths';
import { RuleReachabilityContext } from './ruleReachabilityContext';
import { RuleRolloutsContext } from './ruleRollouts';
import { RuleSummaryView } from './RuleSummaryView';

/** The rule's heading and its plain-words summary, kept live as the rule is edited (watches only this rule). */
export function RuleSummary({ path, headingId, position }: { path: RulePath; headingId: string; position: number }) {
  const rule = useWatch<GateFormValues, RulePath>({ name: path });
  const shadowedBy = useContext(RuleReachabilityContext)[position - 1];
  const rollout = useContext(RuleRolloutsContext).get(rule.id ?? '');
  return (
    <RuleSummaryView rule={rule} headingId={headingId} position={position} shadowedBy={shadowedBy} rollout={rollout} />
  );
}
