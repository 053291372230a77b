import { PlainAlert } from './PlainAlert';
import { PlainButton } from './PlainButton';

/** Where a page reading every page of a list was cancelled: it says so and offers to read again. */
export function ReadingStopped({ onReadAgain }: { onReadAgain: () => void }) {
  return (
    <PlainAlert color="gray" variant="light" title="Reading stopped">
      <PlainButton variant="default" size="compact-sm" onClick={onReadAgain}>
        Read again
      </PlainButton>
    </PlainAlert>
  );
}
