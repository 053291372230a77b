import { useState } from 'react';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../ui/AnchorLink';
import { readRecentExperimentIds, rememberExperimentId } from './recentExperiments';

/** For a server without the experiments list: type an id, or pick one opened recently on this device. */
export function OpenExperimentById() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [recent, setRecent] = useState(readRecentExperimentIds);

  const open = (experimentId: string) => {
    setRecent(rememberExperimentId(experimentId));
    void navigate({ to: '/experiments/$experimentId/pulse-loads', params: { experimentId } });
  };

  return (
    <Stack gap="lg" maw={560}>
      <Text>This server does not list experiments. Open one by its id instead.</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = id.trim();
          if (trimmed !== '') open(trimmed);
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Experiment id"
            value={id}
            onChange={(event) => {
              setId(event.currentTarget.value);
            }}
            style={{ flexGrow: 1 }}
          />
          <Button type="submit" disabled={id.trim() === ''}>
            Open
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Opened recently on this device
        </Title>
        {recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <List>
            {recent.map((experimentId) => (
              <List.Item key={experimentId}>
                <AnchorLink
                  to="/experiments/$experimentId/pulse-loads"
                  params={{ experimentId }}
                  onClick={() => {
                    setRecent(rememberExperimentId(experimentId));
                  }}
                >
                  {experimentId}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
