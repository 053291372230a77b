import { Text } from '@mantine/core';
import { PlainAlert } from '../../../ui/PlainAlert';
import { PlainButton } from '../../../ui/PlainButton';

interface ArchivedNoticeProps {
  /** Undefined when the server does not offer Unarchive. */
  onUnarchive: (() => void) | undefined;
  /** Unarchive shown but not yet usable (the gate's page before its editor has loaded). */
  disabled?: boolean;
}

/** Says why the editor is read-only and how to change that. */
export function ArchivedNotice({ onUnarchive, disabled = false }: ArchivedNoticeProps) {
  return (
    <PlainAlert color="gray" variant="light" title="This gate is archived" role="region">
      <Text size="sm" mb={onUnarchive === undefined ? 0 : 'sm'}>
        An archived gate passes no one and cannot be edited.{' '}
        {onUnarchive === undefined
          ? 'This service does not offer Unarchive: unarchive it where the service is managed.'
          : 'Unarchive it to edit it again.'}
      </Text>
      {onUnarchive !== undefined && (
        <PlainButton variant="default" onClick={onUnarchive} disabled={disabled}>
          Unarchive
        </PlainButton>
      )}
    </PlainAlert>
  );
}
