import { useRef, useState } from 'react';

/**
 * Copies text to the clipboard and says so for `timeout` ms, as Mantine's CopyButton does, without its code on a
 * first paint (a gate's copy-link button, each event row's copy button). Two hooks and no effect, as it runs in every
 * row of the events table's first render: a timer left at unmount only sets the state of a component that is gone,
 * which React ignores.
 */
export function useCopied(timeout = 1000): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = (text: string) => {
    // A browser without the clipboard (an insecure origin) leaves the button as it was, as CopyButton does.
    if (!('clipboard' in navigator)) return;
    navigator.clipboard.writeText(text).then(
      () => {
        // A second copy before the first has timed out says so for the whole time again.
        clearTimeout(timer.current);
        setCopied(true);
        timer.current = setTimeout(() => {
          setCopied(false);
        }, timeout);
      },
      () => undefined,
    );
  };
  return { copied, copy };
}
