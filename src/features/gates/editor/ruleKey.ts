let counter = 0;

/** A client key for a rule the user adds or duplicates: unique in this tab, never sent to the server. */
export function newRuleKey(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${String(counter)}`;
}
