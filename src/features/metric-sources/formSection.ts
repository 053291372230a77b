import { useFormContext } from 'react-hook-form';
import type { MetricSourceFormValues } from './metricSourceFormSchema';

/** The metric source form, for the section components inside its FormProvider. */
export function useMetricSourceForm() {
  return useFormContext<MetricSourceFormValues>();
}
