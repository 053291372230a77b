// The SQL editor's CodeMirror extensions, chosen one by one: the wrapper's basicSetup also pulled search, lint and
// autocompletion (about 20 KB gzip) that a single-query field does not need.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { sql } from '@codemirror/lang-sql';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

/** Line numbers, undo history, SQL highlighting and the standard keys; Tab is left to move focus onward. */
export const sqlEditorBase: Extension = [
  lineNumbers(),
  highlightActiveLineGutter(),
  highlightSpecialChars(),
  history(),
  drawSelection(),
  EditorState.allowMultipleSelections.of(true),
  indentOnInput(),
  bracketMatching(),
  highlightActiveLine(),
  keymap.of([...defaultKeymap, ...historyKeymap]),
  sql(),
  EditorView.lineWrapping,
  EditorView.theme({
    '&': { fontSize: 'var(--mantine-font-size-sm)', minHeight: '160px', maxHeight: '480px' },
    '.cm-scroller, .cm-content, .cm-gutters': { fontFamily: 'var(--mantine-font-family-monospace)' },
    '.cm-scroller': { overflow: 'auto' },
  }),
];

const light: Extension = [
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  EditorView.theme({ '&': { backgroundColor: 'var(--mantine-color-body)' } }, { dark: false }),
];

// One Dark's red and purple tokens fall below 4.5:1 on its own background and active line; on Mantine's darker
// surface, without the active-line band, every token passes.
const dark: Extension = [
  oneDark,
  Prec.highest(
    EditorView.theme(
      {
        '&, .cm-gutters': { backgroundColor: 'var(--mantine-color-dark-8)' },
        '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
      },
      { dark: true },
    ),
  ),
];

/** The colours of the editor for Mantine's computed colour scheme. */
export function sqlEditorTheme(scheme: 'light' | 'dark'): Extension {
  return scheme === 'dark' ? dark : light;
}

/** The accessible name, state and description of the editable area (a contenteditable cannot take a <label>). */
export function sqlEditorAria(label: string, invalid: boolean, describedBy: string | undefined): Extension {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    'aria-invalid': String(invalid),
    ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
  });
}
