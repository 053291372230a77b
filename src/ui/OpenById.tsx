import { type ReactNode, useState } from 'react';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';

/** Ids opened recently on this device, most recent first, and a way to put one first. */
interface RecentIds {
  read: () => string[];
  remember: (id: string) => string[];
}

interface OpenByIdProps {
  /** Why the page offers this, e.g. "This server does not list experiments. Open one by its id instead." */
  intro: string;
  /** The input's label, e.g. "Experiment id". */
  label: string;
  recent: RecentIds;
  /** Navigates to the record; called after the id is remembered. */
  open: (id: string) => void;
  /** A link to the record, for the recent list (real hrefs, so they open in a new tab too). */
  linkTo: (id: string, onClick: () => void) => ReactNode;
}

/** For a server without a list endpoint: type an id, or pick one opened recently on this device. */
export function OpenById({ intro, label, recent, open, linkTo }: OpenByIdProps) {
  const [id, setId] = useState('');
  const [recentList, setRecentList] = useState(() => recent.read());

  const remember = (chosen: string) => {
    setRecentList(recent.remember(chosen));
  };

  return (
    <Stack gap="lg" maw={560}>
      <Text>{intro}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = id.trim();
          if (trimmed === '') return;
          remember(trimmed);
          open(trimmed);
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={label}
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
        {recentList.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <List>
            {recentList.map((recentId) => (
              <List.Item key={recentId}>
                {linkTo(recentId, () => {
                  remember(recentId);
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
