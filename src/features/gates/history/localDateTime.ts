import { format, isValid, parse } from 'date-fns';

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";

/** A moment as the value of a `datetime-local` input, in the browser's time zone, to the second. */
export function toLocalInputValue(millis: number): string {
  return format(new Date(millis), INPUT_FORMAT);
}

/** The moment a `datetime-local` value names in the browser's time zone; seconds are optional. Undefined if invalid. */
export function fromLocalInputValue(value: string): number | undefined {
  const text = value.trim();
  const withSeconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00` : text.replace(/\.\d+$/, '');
  const date = parse(withSeconds, INPUT_FORMAT, new Date());
  return isValid(date) ? date.getTime() : undefined;
}
