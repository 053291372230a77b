import { lazy, startTransition, useEffect, useState } from 'react';
import { loadOnce } from '../../../ui/loadOnce';

// The editor (react-hook-form, drag and drop, the combobox inputs, the save flow) is most of a gate's page: its code
// loads beside the read-only first view instead of before it, with the gate schema that reads the record whole.
export const editorCode = loadOnce(() => import('./editorModule'));

export const LazyGateEditor = lazy(() => editorCode.load().then(({ GateEditor }) => ({ default: GateEditor })));

/**
 * Whether to render the editor: at once when its code is already here (the next gate opened), else from the
 * frame after the first view has painted, when its code starts loading. The switch is a transition, so the first
 * view stays on screen until the editor can replace it in one commit; `onSwitch` runs just before it.
 */
export function useEditorWanted(onSwitch: () => void): boolean {
  const [wanted, setWanted] = useState(() => editorCode.current() !== undefined);
  useEffect(() => {
    if (wanted) return;
    // requestAnimationFrame runs before the next paint; the timer after it, once the first view is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void editorCode.load();
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
