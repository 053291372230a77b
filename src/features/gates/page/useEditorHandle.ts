import { useCallback, useRef } from 'react';

/** What the page asks of the loaded editor. */
export interface EditorHandle {
  /** Opens the review of the edits (or says there is nothing to save). */
  review: () => void;
  /** Moves the focus into the first field one types in ("e"). */
  focusFirstField: () => void;
}

type EditorAction = (editor: EditorHandle) => void;

/**
 * The editor's actions for the page around it, kept while the editor's code loads: an action asked for before the
 * editor is there (a shortcut pressed over the first view) runs as soon as it attaches, in the order asked.
 */
export function useEditorHandle() {
  const editor = useRef<EditorHandle | undefined>(undefined);
  const waiting = useRef<EditorAction[]>([]);
  const run = useCallback((action: EditorAction) => {
    if (editor.current === undefined) waiting.current.push(action);
    else action(editor.current);
  }, []);
  const attach = useCallback((handle: EditorHandle) => {
    editor.current = handle;
    for (const action of waiting.current.splice(0)) action(handle);
    return () => {
      if (editor.current === handle) editor.current = undefined;
    };
  }, []);
  return { run, attach };
}
