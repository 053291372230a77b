import { useEffect, useState } from 'react';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import type { EvaluationSubject } from '../../contract/evaluation/evaluate';
import { testUserChanges, type TestUserChange } from './testUserChanges';
import { useBucketing } from './useBucketing';

/** The saved users checked, and those whose result changes (undefined while the check runs). */
export interface TestUserCheck {
  userCount: number;
  changes: TestUserChange[] | undefined;
  /** Why the check could not run (a rule the evaluation cannot read), if it failed. */
  error: string | undefined;
}

interface Checked {
  before: EvaluationSubject;
  after: EvaluationSubject;
  changes: TestUserChange[] | undefined;
  error: string | undefined;
}

/**
 * Evaluates every saved test user against `before` and `after` (the saved entity and the draft, or the current
 * version and the restored one). Pass stable subjects (memoised): each new pair starts a new check.
 */
export function useTestUserChanges(before: EvaluationSubject, after: EvaluationSubject | undefined): TestUserCheck {
  const { users } = useSavedTestUsers();
  const bucketing = useBucketing();
  const [checked, setChecked] = useState<Checked | undefined>(undefined);
  useEffect(() => {
    if (after === undefined) return;
    let current = true;
    testUserChanges(before, after, users, bucketing).then(
      (changes) => {
        if (current) setChecked({ before, after, changes, error: undefined });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (current) setChecked({ before, after, changes: undefined, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [before, after, users, bucketing]);
  const fresh = checked?.before === before && checked.after === after;
  return {
    userCount: users.length,
    changes: fresh ? checked.changes : undefined,
    error: fresh ? checked.error : undefined,
  };
}
