import { type ReactNode, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';
import { CatchAllContext, RuleReachabilityContext } from './ruleReachabilityContext';
import { catchAllIndex, unreachableRules } from './unreachableRules';

/**
 * Works out which rules can never be reached as the rules are edited. Only this component re-renders per keystroke;
 * rules re-render when the answer changes.
 */
export function RuleReachability({ children }: { children: ReactNode }) {
  const rules = useWatch<GateFormValues, 'rules'>({ name: 'rules' });
  const key = unreachableRules(rules)
    .map((position) => (position === undefined ? '' : String(position)))
    .join(',');
  const value = useMemo(() => key.split(',').map((part) => (part === '' ? undefined : Number(part))), [key]);
  return (
    <RuleReachabilityContext value={value}>
      <CatchAllContext value={catchAllIndex(rules)}>{children}</CatchAllContext>
    </RuleReachabilityContext>
  );
}
