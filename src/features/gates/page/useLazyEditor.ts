import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../ui/afterNextPaint';
import { editorCode } from './gatePageCode';

// The editor is most of a gate's page: its code loads beside the read-only first view instead of before it.

/**
 * Whether to render the editor: at once when its code is already here (the next gate opened), else once the first
 * view is whole on screen. Its code starts loading after that paint, not before: fetched and compiled while the rules
 * draw, it competed with them on two cores and was counted before them in some cold loads. The switch is a
 * transition, so the first view stays on screen until the editor can replace it in one commit; `onSwitch` runs just
 * before it.
 */
export function useEditorWanted(onSwitch: () => void, firstViewWhole: boolean): boolean {
  const [wanted, setWanted] = useState(() => editorCode.current() !== undefined);
  useEffect(() => {
    if (wanted || !firstViewWhole) return;
    return afterNextPaint(() => {
      void editorCode.load();
      onSwitch();
      startTransition(() => {
        setWanted(true);
      });
    });
  }, [wanted, firstViewWhole, onSwitch]);
  return wanted;
}
