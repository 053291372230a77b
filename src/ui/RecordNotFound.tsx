import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from './AnchorLink';

/** The list pages a not-found record leads back to. */
type ListPath = '/gates' | '/layers' | '/autotunes' | '/experiments' | '/dynamic-configs';

interface RecordNotFoundProps {
  /** The kind of record as a sentence names it, singular: "gate", "dynamic config". */
  kind: string;
  id: string;
  /** The list of that kind; the link reads "Back to <kind>s". */
  listPath: ListPath;
  /** A further sentence of advice after "No <kind> has the id <id>." */
  hint?: string;
}

/** The server has no record of this kind with this id: say so, and lead back to its list. */
export function RecordNotFound({ kind, id, listPath, hint }: RecordNotFoundProps) {
  const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found`;
  return (
    <Stack gap="md">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>
        No {kind} has the id {id}
        {hint === undefined ? '' : `. ${hint}`}
      </Text>
      <AnchorLink to={listPath}>Back to {kind}s</AnchorLink>
    </Stack>
  );
}
