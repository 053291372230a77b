// Input types that take no typing: a shortcut pressed on a checkbox or a button is meant as a shortcut.
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** What the checks read of an event target; a DOM Element has all of it. */
interface ElementLike {
  tagName: string;
  getAttribute: (name: string) => string | null;
  closest: (selector: string) => unknown;
  isContentEditable?: boolean;
}

function isElementLike(target: unknown): target is ElementLike {
  return (
    typeof target === 'object' &&
    target !== null &&
    'tagName' in target &&
    typeof target.tagName === 'string' &&
    'closest' in target &&
    typeof target.closest === 'function' &&
    'getAttribute' in target &&
    typeof target.getAttribute === 'function'
  );
}

/** Whether keys pressed on `target` type text: inputs, textareas, selects, contenteditable and CodeMirror. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!isElementLike(target)) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has((target.getAttribute('type') ?? 'text').toLowerCase());
  if (target.isContentEditable === true) return true;
  // CodeMirror's editable content sits inside .cm-editor; contenteditable may also be set on an ancestor.
  return target.closest('[contenteditable=""], [contenteditable="true"], .cm-editor') !== null;
}

/**
 * Whether only the field-safe shortcuts (`inFields`) apply to a key pressed on `target`: in a field, and inside an
 * open modal dialog (Mantine marks it aria-modal), where "g l" must not navigate from under a review.
 */
export function takesOnlyFieldShortcuts(target: EventTarget | null): boolean {
  return isTypingTarget(target) || (isElementLike(target) && target.closest('[aria-modal="true"]') !== null);
}
