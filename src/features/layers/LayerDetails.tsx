import type { ReactNode } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Layer } from '../../contract/layer';
import { AnchorLink } from '../../ui/AnchorLink';
import { PageTitle } from '../../ui/PageTitle';
import { RelativeTime } from '../../ui/RelativeTime';
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
        <Fact label="ID type">{layer.idType ?? '—'}</Fact>
        <Fact label="Implicit layer">{layer.isImplicitLayer === true ? 'Yes' : 'No'}</Fact>
        <Fact label="Team">{layer.team ?? '—'}</Fact>
        <Fact label="Tags">
          <Words words={layer.tags} />
        </Fact>
        <Fact label="Target apps">
          <Words words={layer.targetApps} />
        </Fact>
        <Fact label="Holdouts">
          <Words words={layer.holdoutIDs} />
        </Fact>
        <Fact label="Created by">
          <Person name={layer.creatorName} email={layer.creatorEmail} /> <RelativeTime millis={layer.createdTime} />
        </Fact>
        <Fact label="Last modified by">
          <Person name={layer.lastModifierName} email={layer.lastModifierEmail} />{' '}
          <RelativeTime millis={layer.lastModifiedTime} />
        </Fact>
        <Fact label="Permalink">
          <Permalink permalink={layer.permalink} />
        </Fact>
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

function Words({ words }: { words: readonly string[] }) {
  if (words.length === 0) return <>—</>;
  return (
    <Group gap={4}>
      {words.map((word) => (
        <Badge key={word} variant="light" color="gray" tt="none">
          {word}
        </Badge>
      ))}
    </Group>
  );
}

function Person({ name, email }: { name: string | null | undefined; email: string | null | undefined }) {
  const who = name ?? email ?? 'Unknown';
  return <span>{email && name ? `${name} (${email})` : who}</span>;
}

function Permalink({ permalink }: { permalink: string | undefined }) {
  if (permalink === undefined || permalink === '') return <>—</>;
  const href = permalinkHref(permalink);
  // Anything but a relative path or http(s) (javascript:, data:) is shown as text, never followed.
  if (href === undefined) return <span>{permalink}</span>;
  return <Anchor href={href}>{permalink}</Anchor>;
}
