import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import { DetailFact } from '../../ui/DetailFact';
import { PageTitle } from '../../ui/PageTitle';
import { PersonText } from '../../ui/PersonText';
import { RelativeTime } from '../../ui/RelativeTime';
import { Words } from '../../ui/Words';
import { OverrideMatrixTable } from './OverrideMatrixTable';
import { ParametersTable } from './ParametersTable';
import { permalinkHref } from '../../ui/permalinkHref';

/** Everything the listing says about one layer. */
export function LayerDetails({ layer }: { layer: Layer }) {
  return (
    <Stack gap="xl">
      <div>
        <PageTitle title={layer.id} description={layer.description || 'No description.'} />
        <AnchorLink to="/layers">Back to layers</AnchorLink>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <DetailFact label="ID type">{layer.idType ?? '—'}</DetailFact>
        <DetailFact label="Implicit layer">{layer.isImplicitLayer === true ? 'Yes' : 'No'}</DetailFact>
        <DetailFact label="Team">{layer.team ?? '—'}</DetailFact>
        <DetailFact label="Tags">
          <Words words={layer.tags} />
        </DetailFact>
        <DetailFact label="Target apps">
          <Words words={layer.targetApps} />
        </DetailFact>
        <DetailFact label="Holdouts">
          <Words words={layer.holdoutIDs} />
        </DetailFact>
        <DetailFact label="Created by">
          <PersonText name={layer.creatorName} email={layer.creatorEmail} /> <RelativeTime millis={layer.createdTime} />
        </DetailFact>
        <DetailFact label="Last modified by">
          <PersonText name={layer.lastModifierName} email={layer.lastModifierEmail} />{' '}
          <RelativeTime millis={layer.lastModifiedTime} />
        </DetailFact>
        <DetailFact label="Permalink">
          <Permalink permalink={layer.permalink} />
        </DetailFact>
      </SimpleGrid>
      <section aria-labelledby="layer-parameters">
        <Title order={2} size="h3" id="layer-parameters" mb="sm">
          Parameters
        </Title>
        <ParametersTable parameters={layer.parameters} />
      </section>
      <section aria-labelledby="layer-overrides">
        <Title order={2} size="h3" id="layer-overrides" mb="sm">
          Targeting gate and holdout values
        </Title>
        <OverrideMatrixTable layer={layer} />
      </section>
    </Stack>
  );
}

function Permalink({ permalink }: { permalink: string | undefined }) {
  if (permalink === undefined || permalink === '') return <>—</>;
  const href = permalinkHref(permalink);
  // Anything but a relative path or http(s) (javascript:, data:) is shown as text, never followed.
  if (href === undefined) return <span>{permalink}</span>;
  return <Anchor href={href}>{permalink}</Anchor>;
}
