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

describe('EventSearchSchema pages and filters', () => {
  it('reads how many pages are loaded together from a shared link', () => {
    expect(EventSearchSchema.parse({ pages: '5' }).pages).toBe(5);
  });

  it('drops a page count above the 100 pages it can load', () => {
    expect(EventSearchSchema.parse({ pages: '500' }).pages).toBeUndefined();
  });

  it('keeps the filter texts', () => {
    expect(EventSearchSchema.parse({ user: 'u_10001', source: 'web', meta: 'google' })).toMatchObject({
      user: 'u_10001',
      source: 'web',
      meta: 'google',
    });
  });
});
