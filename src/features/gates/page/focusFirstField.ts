import { isTypingTarget } from '../../../ui/keyTarget';

const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]';

/** Focuses the first field of `form` one types in (the name, not the Enabled switch above it): "e" is for editing text. */
export function focusFirstField(form: HTMLElement | null): void {
  const fields = form?.querySelectorAll(FIELD_SELECTOR) ?? [];
  const field = [...fields].find((candidate) => isTypingTarget(candidate));
  if (field instanceof HTMLElement) {
    field.focus();
    field.scrollIntoView({ block: 'center' });
  }
}
