import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MetricSourceFormValues } from './metricSourceFormSchema';
import { metricSourceDraft } from './metricSourceDraft';

/** Keeps every change of the form in this tab's draft, so a reload (or a crash) loses nothing typed. */
export function useDraftAutosave(form: UseFormReturn<MetricSourceFormValues>) {
  const { watch, getValues } = form;
  useEffect(() => {
    // getValues rather than the callback's argument: that one is typed as partial, getValues as the whole form.
    const subscription = watch(() => {
      metricSourceDraft.save(getValues());
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [watch, getValues]);
}
