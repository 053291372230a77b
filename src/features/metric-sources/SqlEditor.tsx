import { useMemo } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { sql } from '@codemirror/lang-sql';
import CodeMirror, { EditorView, Prec } from '@uiw/react-codemirror';

/** Props of the SQL editor; also what its lazy wrapper takes. */
export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The accessible name of the editable area (a contenteditable element cannot take a <label>). */
  label: string;
  /** Ids of the description and error texts that tell about the SQL. */
  describedBy?: string;
  invalid: boolean;
  /** Hands react-hook-form a way to focus the editor on an error. */
  registerFocus: (focus: () => void) => void;
}

const fonts = EditorView.theme({
  '&': { fontSize: 'var(--mantine-font-size-sm)' },
  '.cm-scroller, .cm-content, .cm-gutters': { fontFamily: 'var(--mantine-font-family-monospace)' },
});

// One Dark's red and purple tokens fall below 4.5:1 on its own background and active line; on Mantine's darker
// surface, without the active-line band, every token passes.
const darkSurface = Prec.highest(
  EditorView.theme(
    {
      '&, .cm-gutters': { backgroundColor: 'var(--mantine-color-dark-8)' },
      '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
    },
    { dark: true },
  ),
);

/** CodeMirror 6 with SQL highlighting and line numbers; loaded lazily (see LazySqlEditor). */
export function SqlEditor({ value, onChange, onBlur, label, describedBy, invalid, registerFocus }: SqlEditorProps) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [
      sql(),
      fonts,
      ...(scheme === 'dark' ? [darkSurface] : []),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
      }),
    ],
    [label, invalid, describedBy, scheme],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      extensions={extensions}
      theme={scheme}
      minHeight="160px"
      maxHeight="480px"
      // Tab must move focus onward, or keyboard users are trapped in the editor.
      indentWithTab={false}
      onCreateEditor={(view) => {
        registerFocus(() => {
          view.focus();
        });
      }}
    />
  );
}
