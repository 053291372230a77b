// What a key's target looks like to the shortcut checks (tag, type attribute, closest), for tests without a DOM.

export const page = { tagName: 'DIV', getAttribute: () => null, closest: () => null };

export const textInput = {
  tagName: 'INPUT',
  getAttribute: (name: string) => (name === 'type' ? 'text' : null),
  closest: () => null,
};

export const checkbox = {
  tagName: 'INPUT',
  getAttribute: (name: string) => (name === 'type' ? 'checkbox' : null),
  closest: () => null,
};

/** A button inside an open modal dialog (Mantine marks it aria-modal). */
export const dialogButton = {
  tagName: 'BUTTON',
  getAttribute: () => null,
  closest: (selector: string) => (selector.includes('aria-modal') ? {} : null),
};

/** A line of CodeMirror's editable content, inside .cm-editor. */
export const codeMirrorLine = {
  tagName: 'DIV',
  getAttribute: () => null,
  closest: (selector: string) => (selector.includes('.cm-editor') ? {} : null),
};
