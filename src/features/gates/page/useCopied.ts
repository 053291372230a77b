import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and says so for a second, as Mantine's CopyButton does, without its code in the
 * chunk a gate's first view waits for (the header's copy-link button is drawn in that view).
 */
export function useCopied(timeout = 1000): { copied: boolean; copy: (text: string) => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(
    (text: string) => {
      // A browser without the clipboard (an insecure origin) leaves the button as it was, as CopyButton does.
      if (!('clipboard' in navigator)) return;
      navigator.clipboard.writeText(text).then(
        () => {
          clearTimeout(timer.current);
          setCopied(true);
          timer.current = setTimeout(() => {
            setCopied(false);
          }, timeout);
        },
        () => undefined,
      );
    },
    [timeout],
  );
  return { copied, copy };
}
