// What the Save button says when the form is invalid: each problem named where a person finds it on the page.
const FIELD_WORDS: Record<string, string> = {
  passPercentage: 'pass percentage',
  targetValue: 'value',
  customID: 'unit id type',
  field: 'custom field name',
  idType: 'id type',
  targetApps: 'target apps',
  isEnabled: 'enabled',
  reviewSettings: 'review settings',
  requiredReview: 'required review',
};

const LIST_ITEM_WORDS: Record<string, string> = {
  rules: 'rule',
  conditions: 'condition',
  tags: 'tag',
  targetApps: 'target app',
};

/** One invalid field: its form name (for focus) and where it is, in words. */
export interface FormProblem {
  name: string;
  label: string;
  message: string;
}

function words(segment: string): string {
  return FIELD_WORDS[segment] ?? segment.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "rules.2.conditions.0.targetValue" → "rule 3 condition 1 value". */
export function problemLabel(path: readonly string[]): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (segment === 'root') return;
    const previous = path[index - 1];
    if (/^\d+$/.test(segment)) {
      const item = previous === undefined ? 'item' : (LIST_ITEM_WORDS[previous] ?? words(previous));
      if (parts.length > 0 && previous !== undefined && parts[parts.length - 1] === words(previous)) parts.pop();
      parts.push(`${item} ${String(Number(segment) + 1)}`);
      return;
    }
    parts.push(words(segment));
  });
  return parts.join(' ');
}

function isFieldError(value: object): value is { message?: unknown; type?: unknown } {
  return 'type' in value && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Every error in a react-hook-form `errors` object, in form order. Walks plain objects and arrays and skips the
 * `ref` of an error, so it works on any form's error tree.
 */
export function formProblems(errors: unknown, path: readonly string[] = []): FormProblem[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if (isFieldError(errors) && typeof errors.message === 'string') {
    const own: FormProblem = {
      name: path.filter((s) => s !== 'root').join('.'),
      label: problemLabel(path),
      message: errors.message,
    };
    // An array field may carry its own error and errors of its items at once.
    return [own, ...childProblems(errors, path)];
  }
  return childProblems(errors, path);
}

function childProblems(errors: object, path: readonly string[]): FormProblem[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') return [];
    return formProblems(value, [...path, key]);
  });
}

/** "Fix 2 problems: rule 3 pass percentage, name" (the first few places, then how many more). */
export function problemsSummary(problems: readonly FormProblem[], shown = 3): string {
  const places = [...new Set(problems.map((problem) => problem.label))];
  const count = problems.length;
  const list = places.slice(0, shown).join(', ');
  const more = places.length > shown ? ` and ${String(places.length - shown)} more` : '';
  return `Fix ${String(count)} problem${count === 1 ? '' : 's'}: ${list}${more}`;
}
