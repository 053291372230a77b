import { useState } from 'react';
import { Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LinkOptions, useNavigate } from '@tanstack/react-router';
import { AnchorLink } from './AnchorLink';
import { PlainButton } from './PlainButton';

/** Ids opened recently on this device, most recent first, and a way to put one first. */
interface RecentIds {
  read: () => string[];
  remember: (id: string) => string[];
}

interface OpenByIdProps {
  /** The kind of record in the singular, lower case, e.g. "dynamic config": it names the list and the input. */
  noun: string;
  recent: RecentIds;
  /** Where one record opens, e.g. `(gateId) => ({ to: '/gates/$gateId', params: { gateId } })`. */
  route: (id: string) => LinkOptions;
}

/** For a server without a list endpoint: type an id, or pick one opened recently on this device. */
export function OpenById({ noun, recent, route }: OpenByIdProps) {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [recentList, setRecentList] = useState(() => recent.read());

  const remember = (chosen: string) => {
    setRecentList(recent.remember(chosen));
  };

  return (
    <Stack gap="lg" maw={560}>
      <Text>{`This server does not list ${noun}s. Open one by its id instead.`}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = id.trim();
          if (trimmed === '') return;
          remember(trimmed);
          void navigate(route(trimmed));
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} id`}
            value={id}
            onChange={(event) => {
              setId(event.currentTarget.value);
            }}
            style={{ flexGrow: 1 }}
          />
          <PlainButton type="submit" disabled={id.trim() === ''}>
            Open
          </PlainButton>
        </Group>
      </form>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Opened recently on this device
        </Title>
        {recentList.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <List>
            {recentList.map((recentId) => (
              <List.Item key={recentId}>
                {/* Real hrefs, so a recent record opens in a new tab too. */}
                <AnchorLink
                  {...route(recentId)}
                  onClick={() => {
                    remember(recentId);
                  }}
                >
                  {recentId}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
