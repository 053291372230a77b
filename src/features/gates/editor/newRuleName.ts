/** "Rule N" after the place the new rule takes, or the next number no other rule is named, so names stay apart. */
export function newRuleName(position: number, names: readonly string[]): string {
  const taken = new Set(names.map((name) => name.trim()));
  let number = position;
  while (taken.has(`Rule ${String(number)}`)) number += 1;
  return `Rule ${String(number)}`;
}
