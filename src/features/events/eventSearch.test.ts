import { describe, expect, it } from 'vitest';
import { EventSearchSchema } from './eventSearch';

describe('EventSearchSchema', () => {
  it('keeps the metrics tab from a shared link', () => {
    expect(EventSearchSchema.parse({ tab: 'metrics' }).tab).toBe('metrics');
  });

  it('opens the events tab for an unknown tab', () => {
    expect(EventSearchSchema.parse({ tab: 'charts' }).tab).toBe('events');
  });

  it('leaves the tab out when the URL has none', () => {
    expect(EventSearchSchema.parse({}).tab).toBeUndefined();
  });
});
