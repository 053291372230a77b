import { timeText } from './timeText';

/** "3 days ago", with the exact time in the tooltip; a dash when there is no time. */
export function RelativeTime({ millis }: { millis: number | undefined | null }) {
  const text = timeText(millis);
  if (!text) return <span>—</span>;
  return (
    <time dateTime={text.iso} title={text.exact}>
      {text.relative}
    </time>
  );
}
