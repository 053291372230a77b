import { useNavigate } from '@tanstack/react-router';
import { useShortcuts } from '../../../ui/useShortcuts';
import type { EditorHandle } from './useEditorHandle';

/**
 * A gate page's shortcuts: `e` focuses the editor, `h` opens the gate's history, and Ctrl/Cmd+S opens the review
 * before saving, also from inside a field, instead of the browser's "Save page". They work from the page's first
 * view on: `e` and Ctrl/Cmd+S wait for the editor (`runInEditor`) and then act.
 */
export function useGatePageShortcuts(gateId: string, runInEditor: (action: (editor: EditorHandle) => void) => void) {
  const navigate = useNavigate();
  useShortcuts([
    {
      keys: ['e'],
      run: () => {
        runInEditor((editor) => {
          editor.focusFirstField();
        });
      },
    },
    { keys: ['h'], run: () => void navigate({ to: '/gates/$gateId/history', params: { gateId } }) },
    {
      keys: ['$mod+s'],
      inFields: true,
      run: () => {
        runInEditor((editor) => {
          editor.review();
        });
      },
    },
  ]);
}
