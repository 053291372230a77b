/** Whether `text` is a dotted IPv4 address: four numbers 0–255 without leading zeros (which some read as octal). */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** Groups of one side of an IPv6 address; an IPv4 tail counts as two groups. Undefined when a group is malformed. */
function groupCount(side: string, mayEndInIPv4: boolean): number | undefined {
  if (side === '') return 0;
  const groups = side.split(':');
  const last = groups[groups.length - 1] ?? '';
  const tailIsIPv4 = mayEndInIPv4 && last.includes('.');
  if (tailIsIPv4 && !isIPv4(last)) return undefined;
  const hex = tailIsIPv4 ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => HEX_GROUP.test(group))) return undefined;
  return hex.length + (tailIsIPv4 ? 2 : 0);
}

/** Whether `text` is an IPv6 address in any written form (`2001:db8::1`, `::`, `::ffff:192.0.2.1`); no zone id. */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const [head = '', tail] = halves;
  if (tail === undefined) return groupCount(head, true) === 8;
  const before = groupCount(head, false);
  const after = groupCount(tail, true);
  // "::" stands for at least one group of zeros.
  return before !== undefined && after !== undefined && before + after <= 7;
}

/** Whether `text` is one IPv4 or IPv6 address. */
export function isIPAddress(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}
