import { canonicalJson } from './sameValue';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function reviewText(value: Record<string, unknown>): string {
  const reviewers = Array.isArray(value.allowedReviewers) ? value.allowedReviewers : [];
  const names = reviewers.map((reviewer) =>
    isRecord(reviewer) && typeof reviewer.name === 'string' ? reviewer.name : '?',
  );
  const required = value.requiredReview === true ? 'Review required' : 'No review required';
  return names.length === 0 ? required : `${required}; reviewers: ${names.join(', ')}`;
}

function ownerText(value: Record<string, unknown>): string {
  const name =
    typeof value.ownerName === 'string' ? value.ownerName : typeof value.ownerID === 'string' ? value.ownerID : '?';
  return typeof value.ownerEmail === 'string' ? `${name} (${value.ownerEmail})` : name;
}

/** A gate field's value in words for the diff view: "Enabled", "Review required", names for objects. */
export function fieldText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') {
    if (field === 'isEnabled') return value ? 'Enabled' : 'Disabled';
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (field === 'reviewSettings' && isRecord(value)) return reviewText(value);
  if (field === 'owner' && isRecord(value)) return ownerText(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) =>
        isRecord(item) && typeof item.name === 'string'
          ? item.name
          : typeof item === 'string'
            ? item
            : canonicalJson(item),
      )
      .join(', ');
  }
  return canonicalJson(value);
}
