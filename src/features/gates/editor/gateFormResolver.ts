import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import { ruleNameTwinMessage, ruleNameTwins } from '../../../contract/rule';
import * as z from '../../../contract/zod';
import { FormRuleSchema, type GateFormOutput, gateFormSchema, type GateFormValues } from './gateFormSchema';

const checkWholeForm = zodResolver(gateFormSchema, undefined, { mode: 'sync' });
const checkRule = zodResolver(FormRuleSchema, undefined, { mode: 'sync' });

// One resolver per top-level field, checking only that field with the form's own schema for it.
const checkSetting = new Map<string, Resolver>(
  Object.entries(gateFormSchema.shape).map(([key, schema]) => [
    key,
    zodResolver(z.object({ [key]: schema }), undefined, { mode: 'sync' }),
  ]),
);

/**
 * The smallest part of the form that can be checked on its own and still gives the field its exact error: the rule
 * a rule field belongs to ("rules.3"), otherwise the top-level field ("reviewSettings"). No check crosses these parts.
 */
export function validationScope(name: string): string {
  const [first = '', second] = name.split('.');
  return first === 'rules' && second !== undefined && /^\d+$/.test(second) ? `rules.${second}` : first;
}

/**
 * The gate form's resolver: the whole form on submit (and any check of several fields), but only the changed
 * field's rule or setting while the user types. react-hook-form applies just that field's error on change, so
 * checking the other 199 rules of a big gate on every keystroke was pure cost.
 */
export const gateFormResolver: Resolver<GateFormValues, unknown, GateFormOutput> = async (values, context, options) => {
  const names = options.names ?? [];
  const [name] = names;
  if (names.length !== 1 || name === undefined) return checkWholeForm(values, context, options);
  const scope = validationScope(name);
  const errors: FieldErrors<GateFormValues> = {};
  if (scope.startsWith('rules.')) {
    const rule = values.rules[Number(scope.slice('rules.'.length))];
    // A rule removed since the change was made has nothing left to check.
    if (rule === undefined) return { values: {}, errors };
    const fields = get<typeof options.fields, typeof options.fields | undefined>(options.fields, scope) ?? {};
    const result = await checkRule(rule, context, { ...options, fields, names: undefined });
    if (Object.keys(result.errors).length > 0) set(errors, scope, result.errors);
    // The one check that looks at other rules: a name is only wrong next to a twin.
    const twin = ruleNameTwins(values.rules).get(Number(scope.slice('rules.'.length)));
    if (twin !== undefined && get(errors, `${scope}.name`) === undefined) {
      set(errors, `${scope}.name`, { type: 'custom', message: ruleNameTwinMessage(twin) });
    }
    return { values: {}, errors };
  }
  const check = checkSetting.get(scope);
  if (check === undefined) return checkWholeForm(values, context, options);
  Object.assign(errors, (await check(values, context, { ...options, names: undefined })).errors);
  return { values: {}, errors };
};
