import { countOf, percentOf, ReadingProgress } from '../../../ui/ReadingProgress';
import type { GateLogProgress } from './gateAuditLog';

/** How far the gate list and the versions have been read, as one line and a bar, with Cancel. */
export function GateLogProgressBar({
  progress,
  onCancel,
}: {
  progress: GateLogProgress | undefined;
  onCancel: () => void;
}) {
  const words = progress?.step === 'versions' ? 'Reading the versions of each gate' : 'Reading gates';
  return (
    <ReadingProgress
      text={progress === undefined ? words : `${words}: ${countOf(progress.done, progress.total)}`}
      percent={progress && percentOf(progress.done, progress.total)}
      label="Progress of reading the gates' versions"
      onCancel={onCancel}
    />
  );
}
