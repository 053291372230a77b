import { eventTimeText } from './eventTimestamp';

/** An event's time in local time, with the exact value and the raw milliseconds on hover; raw text if unreadable. */
export function EventTime({ timestamp }: { timestamp: string }) {
  const text = eventTimeText(timestamp);
  if (!text) return <span title="Not a millisecond timestamp">{timestamp}</span>;
  return (
    <time dateTime={text.iso} title={text.exact} style={{ whiteSpace: 'nowrap' }}>
      {text.local}
    </time>
  );
}
