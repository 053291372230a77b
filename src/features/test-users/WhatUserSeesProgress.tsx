import type { EntityReadProgress } from '../../client/queries/everyEntityQueries';
import { countOf, percentOf, ReadingProgress } from '../../ui/ReadingProgress';

const STEP_WORDS: Record<EntityReadProgress['step'], string> = {
  gates: 'Reading gates',
  configs: 'Reading dynamic configs',
  'config rules': 'Reading the rules of each dynamic config',
};

/** What the page is doing and how far it is, as one line and a bar. */
function progressText(
  reading: EntityReadProgress | undefined,
  evaluating: { done: number; total: number } | undefined,
): { text: string; percent: number | undefined } {
  if (evaluating !== undefined) {
    const { done, total } = evaluating;
    return { text: `Evaluating ${countOf(done, total)}`, percent: percentOf(done, total) };
  }
  if (reading === undefined) return { text: 'Reading gates', percent: undefined };
  const { step, done, total } = reading;
  return { text: `${STEP_WORDS[step]}: ${countOf(done, total)}`, percent: percentOf(done, total) };
}

interface WhatUserSeesProgressProps {
  reading: EntityReadProgress | undefined;
  evaluating: { done: number; total: number } | undefined;
  /** Stops reading the lists; absent while evaluating, which is quick. */
  onCancel: (() => void) | undefined;
}

/** A progress bar over reading every list and evaluating each entity, with Cancel while the lists are read. */
export function WhatUserSeesProgress({ reading, evaluating, onCancel }: WhatUserSeesProgressProps) {
  const { text, percent } = progressText(reading, evaluating);
  return (
    <ReadingProgress text={text} percent={percent} label="Progress of reading and evaluating" onCancel={onCancel} />
  );
}
