import { PageTitle } from '../../ui/PageTitle';

/** Preview of the create-metric-source form until it lands. */
export function NewMetricSourcePreviewPage() {
  return (
    <PageTitle
      title="New metric source"
      description="This page will hold the form to create a metric source from SQL or a table, with a dry run to check it first."
    />
  );
}
