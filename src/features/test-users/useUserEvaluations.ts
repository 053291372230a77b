import { useEffect, useState } from 'react';
import type { TestUser } from '../../contract/evaluation/testUser';
import { evaluateForUser, type NamedSubject, type WhatUserSeesRow } from './whatUserSeesRows';

interface Evaluated {
  subjects: readonly NamedSubject[];
  user: TestUser;
  bucketing: 'exact' | 'estimate';
  done: number;
  rows: WhatUserSeesRow[] | undefined;
}

/**
 * Every entity evaluated for one user, in batches: `done` counts those evaluated so far, `rows` arrives at the end.
 * A new user or a new list stops the evaluation under way.
 */
export function useUserEvaluations(
  subjects: readonly NamedSubject[] | undefined,
  user: TestUser | undefined,
  bucketing: 'exact' | 'estimate',
): { done: number; rows: WhatUserSeesRow[] | undefined } {
  const [evaluated, setEvaluated] = useState<Evaluated | undefined>(undefined);
  useEffect(() => {
    if (subjects === undefined || user === undefined) return;
    const controller = new AbortController();
    const update = (done: number, rows?: WhatUserSeesRow[]) => {
      if (!controller.signal.aborted) setEvaluated({ subjects, user, bucketing, done, rows });
    };
    evaluateForUser(subjects, user, {
      bucketing,
      signal: controller.signal,
      onProgress: (done) => {
        update(done);
      },
    }).then(
      (rows) => {
        update(subjects.length, rows);
      },
      // Only an abort rejects: each entity's own failure is a row.
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, [subjects, user, bucketing]);
  const current =
    evaluated !== undefined &&
    evaluated.subjects === subjects &&
    evaluated.user === user &&
    evaluated.bucketing === bucketing;
  return { done: current ? evaluated.done : 0, rows: current ? evaluated.rows : undefined };
}
