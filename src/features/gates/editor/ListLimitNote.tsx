import { Text } from '@mantine/core';
import { get, useFormState } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';

interface ListLimitNoteProps {
  /** The form path of the list: "rules" or "rules.3.conditions". */
  name: 'rules' | `rules.${number}.conditions`;
  /** Set when the list is full: says why its add button is disabled. */
  fullText?: string;
  id?: string;
}

/** The error the form or the server gives a whole list (too many rules), and why adding is off, next to its Add button. */
export function ListLimitNote({ name, fullText, id }: ListLimitNoteProps) {
  const { errors } = useFormState<GateFormValues>({ name });
  // The resolver files a list's own error under `root`; a server's 400 set with setError lands on the list itself.
  const error = get(errors, `${name}.root.message`) ?? get(errors, `${name}.message`);
  const message = typeof error === 'string' ? error : undefined;
  if (message === undefined && fullText === undefined) return null;
  return (
    <div id={id}>
      {fullText !== undefined && (
        <Text size="sm" c="dimmed">
          {fullText}
        </Text>
      )}
      {message !== undefined && (
        <Text size="sm" c="var(--mantine-color-error)">
          {message}
        </Text>
      )}
    </div>
  );
}
