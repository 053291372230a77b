import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { evaluate, type Evaluation, type EvaluationSubject } from '../../contract/evaluation/evaluate';
import type { TestUser } from '../../contract/evaluation/testUser';

// Long enough to skip the keystrokes of a word, short enough to read as live.
const EVALUATE_DELAY_MS = 150;

/**
 * The subject evaluated for the user as typed, after a short pause; the previous result stays on screen until the
 * next one is ready, and an answer for an older input is dropped.
 */
export function useEvaluation(
  subject: EvaluationSubject,
  user: TestUser | undefined,
  bucketing: 'exact' | 'estimate',
): Evaluation | undefined {
  const [settled] = useDebouncedValue(user, EVALUATE_DELAY_MS);
  const [evaluation, setEvaluation] = useState<Evaluation>();
  useEffect(() => {
    if (settled === undefined) return;
    let current = true;
    void evaluate(subject, settled, { bucketing }).then((next) => {
      if (current) setEvaluation(next);
    });
    return () => {
      current = false;
    };
  }, [subject, settled, bucketing]);
  return evaluation;
}
