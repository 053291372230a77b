import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import { DetailFact } from '../../ui/DetailFact';
import { JsonView } from '../../ui/JsonView';
import { StateBadge } from '../../ui/StateBadge';
import { Words } from '../../ui/Words';

/**
 * What a unit gets when no rule passes, with the config's enabled state and id type, from the extension
 * `GET /dynamic_configs/{id}`. Renders nothing while loading or where the server lacks it (any error): the rules
 * below are the page either way.
 */
export function ConfigDefaultValue({ configId }: { configId: string }) {
  const query = useQuery({ ...dynamicConfigQueries.detail(configId), retry: false });
  const config = query.data;
  if (config === undefined) return null;
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="config-default-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="config-default-heading">
          Default value
        </Title>
        <Text size="sm" c="dimmed">
          Returned to a unit that passes no rule
          {config.isEnabled === false ? ', and to every unit while the config is disabled' : ''}.
        </Text>
        {config.defaultValue === undefined ? (
          <Text size="sm">None sent by the server.</Text>
        ) : (
          <JsonView value={config.defaultValue} label="Default value" defaultExpanded />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DetailFact label="State">
            <StateBadge color={config.isEnabled === false ? 'gray' : 'green'}>
              {config.isEnabled === false ? 'Disabled' : 'Enabled'}
            </StateBadge>
          </DetailFact>
          <DetailFact label="ID type">{config.idType ?? '—'}</DetailFact>
          <DetailFact label="Tags">
            <Words words={config.tags} />
          </DetailFact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
