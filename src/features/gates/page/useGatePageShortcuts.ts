import { useNavigate } from '@tanstack/react-router';
import { isTypingTarget } from '../../../ui/shortcutKeys';
import { useShortcuts } from '../../../ui/useShortcuts';
import type { EditorHandle } from './useEditorHandle';

// The editor's form carries this accessible name (GateEditor.tsx); "e" moves focus into its first field.
const EDITOR_SELECTOR = 'form[aria-label="Edit gate"]';
const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]';

/** The first field one types in (the name, not the Enabled switch above it): "e" is for editing text. */
function focusFirstField(): void {
  const fields = document.querySelector(EDITOR_SELECTOR)?.querySelectorAll(FIELD_SELECTOR) ?? [];
  const field = [...fields].find((candidate) => isTypingTarget(candidate));
  if (field instanceof HTMLElement) {
    field.focus();
    field.scrollIntoView({ block: 'center' });
  }
}

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
        runInEditor(focusFirstField);
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
