import { useMemo } from 'react';
import { Alert, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import type { Rule } from '../../contract/rule';
import { configSubject } from '../test-users/subjects';
import { TestUserButton } from '../test-users/TestUserButton';
import { TestUserPanel } from '../test-users/TestUserPanel';
import type { TestUserSearch } from '../test-users/testUserSearch';

interface ConfigTestPanelProps {
  configId: string;
  rules: readonly Rule[];
  /** False while only the first page of rules is here. */
  complete: boolean;
  totalItems: number;
  testSearch: TestUserSearch;
  onTestSearchChange: (next: TestUserSearch) => void;
}

/** "Test a user" on a config: its rules as loaded, and its state and default value where the server sends them. */
export function ConfigTestPanel({ configId, rules, complete, totalItems, ...props }: ConfigTestPanelProps) {
  const detail = useQuery({ ...dynamicConfigQueries.detail(configId), retry: false });
  const subject = useMemo(() => configSubject(configId, rules, detail.data), [configId, rules, detail.data]);
  const detailMissing = detail.isError;
  const notes = (
    <>
      {!complete && (
        <Alert color="yellow" p="xs">
          Evaluated on the first {String(rules.length)} of {String(totalItems)} rules; the rest are still loading.
        </Alert>
      )}
      {detailMissing && (
        <Alert color="yellow" p="xs">
          This server does not send the config’s state, id type or default value: it is evaluated as enabled, by userID,
          and a unit that passes no rule gets a default value the console cannot show.
        </Alert>
      )}
    </>
  );
  return (
    <>
      <Group mb="sm">
        <TestUserButton
          onOpen={() => {
            props.onTestSearchChange({ ...props.testSearch, test: '1' });
          }}
        />
      </Group>
      <TestUserPanel
        subject={subject}
        subjectName={`config ${configId}`}
        search={props.testSearch}
        onSearchChange={props.onTestSearchChange}
        notes={notes}
        defaultValueKnown={detail.data !== undefined}
      />
    </>
  );
}
