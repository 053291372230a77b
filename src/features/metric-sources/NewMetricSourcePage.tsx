import { useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../../ui/PageTitle';
import { createdMetricSources } from './createdMetricSources';
import { CreatedMetricSourceView } from './CreatedMetricSourceView';
import { MetricSourceForm } from './MetricSourceForm';
import { metricSourceCopyValues } from './metricSourceCopy';
import { CopyNotice } from './CopyNotice';

/** The create form, or, once `created` names a source, what its create answered. */
export function NewMetricSourcePage({ created, copyOf }: { created: string | undefined; copyOf?: string | undefined }) {
  const navigate = useNavigate();
  if (created !== undefined) {
    return <CreatedMetricSourceView name={created} created={createdMetricSources.find(created)} />;
  }
  return (
    <>
      <PageTitle
        title="New metric source"
        description="Say where experiment metrics get their data: a SQL query or a warehouse table. A dry run checks it without saving."
      />
      {copyOf !== undefined && (
        <CopyNotice sourceName={copyOf} known={createdMetricSources.find(copyOf) !== undefined} />
      )}
      <MetricSourceForm
        key={copyOf ?? ''}
        initialValues={
          copyOf === undefined ? undefined : metricSourceCopyValues(copyOf, createdMetricSources.find(copyOf)?.record)
        }
        onCreated={(message, record) => {
          createdMetricSources.remember(message, record);
          void navigate({ to: '/metric-sources/new', search: { created: record.name } });
        }}
      />
    </>
  );
}
