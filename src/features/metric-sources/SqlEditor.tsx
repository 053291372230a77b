import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { sqlEditorAria, sqlEditorBase, sqlEditorTheme } from './sqlEditorSetup';

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

// Marks edits that come from the `value` prop, so they are not reported back through onChange.
const fromProps = Annotation.define<boolean>();

/** CodeMirror 6 with SQL highlighting and line numbers; loaded lazily (see LazySqlEditor). */
export function SqlEditor({ value, onChange, onBlur, label, describedBy, invalid, registerFocus }: SqlEditorProps) {
  const scheme = useComputedColorScheme('light');
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  // The view is made once; the latest callbacks and the parts that change are reached through these.
  const callbacks = useRef({ onChange, onBlur });
  const [compartments] = useState(() => ({ theme: new Compartment(), aria: new Compartment() }));

  useLayoutEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  useEffect(() => {
    if (host.current === null) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          sqlEditorBase,
          compartments.theme.of(sqlEditorTheme(scheme)),
          compartments.aria.of(sqlEditorAria(label, invalid, describedBy)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((transaction) => transaction.annotation(fromProps)))
              return;
            callbacks.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            blur: () => {
              callbacks.current.onBlur();
            },
          }),
        ],
      }),
    });
    setView(created);
    registerFocus(() => {
      created.focus();
    });
    return () => {
      created.destroy();
    };
    // The view is created once per mount; later prop changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view?.dispatch({
      effects: [
        compartments.theme.reconfigure(sqlEditorTheme(scheme)),
        compartments.aria.reconfigure(sqlEditorAria(label, invalid, describedBy)),
      ],
    });
  }, [view, compartments, scheme, label, invalid, describedBy]);

  // A value set from outside (a restored draft, a reset) replaces the text; typing round-trips without a change.
  useEffect(() => {
    if (view === undefined || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value }, annotations: fromProps.of(true) });
  }, [view, value]);

  return <div ref={host} />;
}
