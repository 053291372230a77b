import { lazy, startTransition, useEffect, useState } from 'react';

// The editor (react-hook-form, drag and drop, the combobox inputs, the save flow) is most of a gate's page: its code
// loads beside the read-only first view instead of before it.
type Editor = (typeof import('./GateEditor'))['GateEditor'];
let loaded: Editor | undefined;
let loading: Promise<Editor> | undefined;

function loadEditor(): Promise<Editor> {
  loading ??= import('./GateEditor').then(({ GateEditor }) => (loaded = GateEditor));
  return loading;
}

export const LazyGateEditor = lazy(() => loadEditor().then((GateEditor) => ({ default: GateEditor })));

/**
 * Whether to render the editor: at once when its code is already here (the next gate opened), else from the
 * frame after the first view has painted, when its code starts loading. The switch is a transition, so the first
 * view stays on screen until the editor can replace it in one commit; `onSwitch` runs just before it.
 */
export function useEditorWanted(onSwitch: () => void): boolean {
  const [wanted, setWanted] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (wanted) return;
    // requestAnimationFrame runs before the next paint; the timer after it, once the first view is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void loadEditor();
        onSwitch();
        startTransition(() => {
          setWanted(true);
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted, onSwitch]);
  return wanted;
}
