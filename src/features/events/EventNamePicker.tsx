import { useState } from 'react';
import { Autocomplete, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { eventQueries } from '../../client/queries/eventQueries';
import { pickerGroups } from './pickerOptions';
import { recentEventNames } from '../../client/recentLists';
import { countText } from '../../ui/countText';
import { PlainButton } from '../../ui/PlainButton';

/**
 * Type any event name, or pick one opened recently on this device or one the server knows (with its count when the
 * server offers the event-names extension). Choosing a name opens its page.
 */
export function EventNamePicker() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [recent] = useState(() => recentEventNames.read());
  const choices = useQuery(eventQueries.nameChoices());
  const server = choices.data?.names ?? [];
  const counts = new Map(server.map((choice) => [choice.name, choice.count]));
  const serverGroup = choices.data?.from === 'recent-events' ? 'In the newest events' : 'Recorded on this server';

  const open = (typed: string) => {
    // Spaces inside a name are kept ("checkout completed"); those around it are typing slips, never part of a name.
    const chosen = typed.trim();
    if (chosen === '') return;
    recentEventNames.remember(chosen);
    void navigate({ to: '/events/$eventName', params: { eventName: chosen } });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        open(name);
      }}
    >
      <Group align="flex-end" maw={640} mb="xl">
        <Autocomplete
          label="Event name"
          description="Type a name, or choose a recent one or one recorded on this server."
          placeholder="e.g. checkout completed"
          value={name}
          onChange={setName}
          onOptionSubmit={open}
          data={pickerGroups(recent, server, serverGroup)}
          limit={50}
          maxDropdownHeight={320}
          renderOption={({ option }) => {
            const count = counts.get(option.value);
            return (
              <Group justify="space-between" wrap="nowrap" w="100%" gap="md">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {option.value}
                </Text>
                {count !== undefined && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {countText(count)} events
                  </Text>
                )}
              </Group>
            );
          }}
          style={{ flexGrow: 1 }}
        />
        <PlainButton type="submit" disabled={name.trim() === ''}>
          Open
        </PlainButton>
      </Group>
    </form>
  );
}
