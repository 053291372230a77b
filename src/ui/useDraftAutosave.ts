import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface DraftAutosaveOptions<Values extends FieldValues> {
  /** The form whose values are kept; the hook subscribes to it, so typing does not re-render the page. */
  form: Pick<UseFormReturn<Values>, 'subscribe' | 'getValues'>;
  /** Keeps the values in the draft's store (or forgets the draft when they are not worth keeping). */
  save: (values: Values) => void;
  /** How long typing must pause before the draft is written; 0 writes on every change. */
  delayMs: number;
}

interface DraftAutosave {
  /** Writes the form's current values now (a change the form does not see, such as the wizard's step). */
  saveNow: () => void;
}

/**
 * The one way a form keeps its draft: written after a pause in typing, and at once when the page is hidden or
 * closed, so the last keystrokes survive a reload. Reading the draft back is the caller's (each restores its own way).
 */
export function useDraftAutosave<Values extends FieldValues>({
  form,
  save,
  delayMs,
}: DraftAutosaveOptions<Values>): DraftAutosave {
  // The latest callback without resubscribing: a new `save` each render must not reset the pending write.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const flush = () => {
      clearTimeout(timer);
      if (!pending) return;
      pending = false;
      saveRef.current(form.getValues());
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        pending = true;
        clearTimeout(timer);
        if (delayMs <= 0) flush();
        else timer = setTimeout(flush, delayMs);
      },
    });
    // Closing or hiding the tab within the delay must not lose the last keystrokes.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, delayMs]);

  const saveNow = useCallback(() => {
    saveRef.current(form.getValues());
  }, [form]);
  return { saveNow };
}
