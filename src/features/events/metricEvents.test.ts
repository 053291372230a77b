import { describe, expect, it } from 'vitest';
import { MetricSchema } from '../../contract/event';
import { eventsOfMetric, lineageMetricEvent } from './metricEvents';

const funnel = MetricSchema.parse({
  id: 'Checkout funnel::funnel',
  name: 'Checkout funnel',
  type: 'funnel',
  lineage: { events: ['page/view', 'add_to_cart'], metrics: ['add_to_cart::event_user', 'Revenue::sum'] },
  funnelEventList: [
    { name: 'page/view', type: 'event_count' },
    { name: 'checkout completed', type: 'event_count' },
  ],
});

describe('eventsOfMetric', () => {
  it('lists the lineage events and then the funnel steps, each once', () => {
    expect(eventsOfMetric(funnel)).toEqual(['page/view', 'add_to_cart', 'checkout completed']);
  });
});

describe('lineageMetricEvent', () => {
  it('opens a lineage metric under the event it is named after when the metric is built on it', () => {
    expect(lineageMetricEvent('add_to_cart::event_user', funnel, 'page/view')).toBe('add_to_cart');
    expect(lineageMetricEvent('checkout completed::event_count', funnel, 'page/view')).toBe('checkout completed');
  });

  it('keeps the fallback for a metric named after no event of the lineage', () => {
    expect(lineageMetricEvent('Revenue::sum', funnel, 'page/view')).toBe('page/view');
  });
});
