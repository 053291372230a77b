import { describe, expect, it } from 'vitest';
import { isTypingTarget, takesOnlyFieldShortcuts } from './keyTarget';
import { checkbox, codeMirrorLine, dialogButton, page, textInput } from './testing/fakeKeyTargets';

const target = (fake: object) => fake as unknown as EventTarget;

describe('isTypingTarget', () => {
  it('counts text inputs and editors as typing, but not checkboxes or the page', () => {
    expect(isTypingTarget(target(textInput))).toBe(true);
    expect(isTypingTarget(target(codeMirrorLine))).toBe(true);
    expect(isTypingTarget(target({ ...page, tagName: 'TEXTAREA' }))).toBe(true);
    expect(isTypingTarget(target({ ...page, isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(target(checkbox))).toBe(false);
    expect(isTypingTarget(target(page))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('takesOnlyFieldShortcuts', () => {
  it('holds for a field and for anything inside an open dialog, not for the page or a checkbox on it', () => {
    expect(takesOnlyFieldShortcuts(target(textInput))).toBe(true);
    expect(takesOnlyFieldShortcuts(target(dialogButton))).toBe(true);
    expect(takesOnlyFieldShortcuts(target(page))).toBe(false);
    expect(takesOnlyFieldShortcuts(target(checkbox))).toBe(false);
    expect(takesOnlyFieldShortcuts(null)).toBe(false);
  });
});
