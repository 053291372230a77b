import { Text } from '@mantine/core';
import { AnchorLink } from '../../ui/AnchorLink';
import type { AuditEntityKind } from './auditEntryWords';

/** The changed record's id, linked to its page where the console has one for its kind. */
export function AuditEntity({ kind, id }: { kind: AuditEntityKind; id: string }) {
  const style = { overflowWrap: 'anywhere' } as const;
  if (kind === 'gate') {
    return (
      <AnchorLink to="/gates/$gateId" params={{ gateId: id }} style={style}>
        {id}
      </AnchorLink>
    );
  }
  if (kind === 'autotune') {
    return (
      <AnchorLink to="/autotunes/$autotuneId" params={{ autotuneId: id }} style={style}>
        {id}
      </AnchorLink>
    );
  }
  if (kind === 'metric-source') {
    return (
      <AnchorLink to="/metric-sources/$sourceName" params={{ sourceName: id }} style={style}>
        {id}
      </AnchorLink>
    );
  }
  return (
    <Text span size="sm" style={style}>
      {id}
    </Text>
  );
}
