import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { connectionStatusQuery } from '../../client/queries/connectionQueries';
import { serverKeyNote } from './serverKeyNoteText';

/** Tells the user where to find the key, from what the server says at /gatehouse/status. */
export function ServerKeyNote() {
  const status = useQuery(connectionStatusQuery());
  if (status.data === undefined) return null;
  return <Text size="sm">{serverKeyNote(status.data)}</Text>;
}
