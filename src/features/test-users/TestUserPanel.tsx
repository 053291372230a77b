import { type ReactNode, useCallback, useState } from 'react';
import { Alert, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { readSavedTestUsers } from '../../client/savedTestUsers';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import type { EvaluationSubject } from '../../contract/evaluation/evaluate';
import type { TestUser } from '../../contract/evaluation/testUser';
import { EvaluationResult } from './EvaluationResult';
import { ExamplesOffer } from './ExamplesOffer';
import { SavedUserActions } from './SavedUserActions';
import { saveUser } from './savedUserList';
import { focusTestUserButton } from './TestUserButton';
import { TestUserForm, type SaveMode } from './TestUserForm';
import { toFormValues } from './testUserFormSchema';
import type { TestUserSearch } from './testUserSearch';
import { useBucketing } from './useBucketing';
import { useEvaluation } from './useEvaluation';
import { useSavedListWriter } from './useSavedListWriter';

interface TestUserPanelProps {
  subject: EvaluationSubject;
  /** What the panel's title names: "gate Checkout v2". */
  subjectName: string;
  /** The panel's part of the page's URL: open or not, and the saved user picked. */
  search: TestUserSearch;
  onSearchChange: (next: TestUserSearch) => void;
  /** What the page knows is missing from the subject (rules still loading, a default value not sent). */
  notes?: ReactNode;
  defaultValueKnown?: boolean;
}

/**
 * "Test a user": a drawer with the test user's fields, the saved users, and the subject's result for that user,
 * evaluated as it is typed. Closing puts the focus on the "Test a user" button.
 */
export function TestUserPanel(props: TestUserPanelProps) {
  const { search, onSearchChange } = props;
  const { users } = useSavedTestUsers();
  const write = useSavedListWriter();
  const picked = users.find((saved) => saved.id === search.testUser);
  const [user, setUser] = useState<TestUser>();
  // The form refills when another user is picked (here or by a link), not when the user typed is saved and so
  // picked: it shows that user already, and its "Saved" note stays.
  const wanted = search.testUser ?? 'new';
  const [formKey, setFormKey] = useState(wanted);
  const [savedNow, setSavedNow] = useState<string>();
  if (formKey !== wanted && wanted !== savedNow) {
    setFormKey(wanted);
    setSavedNow(undefined);
  }
  const evaluation = useEvaluation(props.subject, user, useBucketing());
  const pick = useCallback(
    (id: string | null) => {
      onSearchChange({ test: '1', testUser: id ?? undefined });
    },
    [onSearchChange],
  );

  const save = (name: string, next: TestUser, mode: SaveMode): string | undefined => {
    const change = saveUser(readSavedTestUsers(), name, next, mode === 'over' ? picked?.id : undefined);
    if ('error' in change) return change.error;
    const problem = write(() => change.list);
    if (problem === undefined && change.id !== picked?.id) {
      setSavedNow(change.id);
      pick(change.id);
    }
    return problem;
  };

  return (
    <Drawer
      opened={search.test === '1'}
      onClose={() => {
        onSearchChange({});
      }}
      position="right"
      size="lg"
      withCloseButton={false}
      // A panel opened by a link was never opened by the button; closing lands on the button either way.
      returnFocus={false}
      onExitTransitionEnd={focusTestUserButton}
    >
      {/* Title in the body: the Drawer's own header is a <header>, a second banner landmark on the page. */}
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Drawer.Title fw={700} fz="lg">{`Test a user on ${props.subjectName}`}</Drawer.Title>
        <Drawer.CloseButton aria-label="Close the test panel" />
      </Group>
      <Stack gap="md">
        {props.notes}
        <ExamplesOffer />
        <SavedUserActions pickedId={picked?.id ?? null} onPick={pick} />
        {search.testUser !== undefined && picked === undefined && (
          <Alert color="yellow" p="xs">
            The test user in this link is not saved in this browser for this server.
          </Alert>
        )}
        {evaluation === undefined ? (
          <Text size="sm" c="dimmed" role="status">
            Evaluating…
          </Text>
        ) : (
          <EvaluationResult evaluation={evaluation} defaultValueKnown={props.defaultValueKnown} />
        )}
        <Divider label="Test user" labelPosition="left" />
        <TestUserForm
          key={formKey}
          initialValues={toFormValues(picked?.user, picked?.name)}
          pickedName={picked?.name}
          onUserChange={setUser}
          onSave={save}
        />
      </Stack>
    </Drawer>
  );
}
