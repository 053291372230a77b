import { describe, expect, it } from 'vitest';
import { type Metric, MetricSchema } from '../../contract/event';
import { metricUsers } from './metricUsers';

const metric = (id: string, usesMetrics: string[] = []): Metric =>
  MetricSchema.parse({
    id,
    name: id.split('::')[0] ?? id,
    type: 'funnel',
    lineage: { events: [], metrics: usesMetrics },
  });

describe('metricUsers', () => {
  it('finds the metrics whose lineage names the metric, each once, with the event it was found under', () => {
    const funnel = metric('Checkout funnel::funnel', ['add_to_cart::event_user']);
    const users = metricUsers('add_to_cart::event_user', [
      {
        eventName: 'add_to_cart',
        metrics: [metric('add_to_cart::event_user'), funnel, metric('other::event_count', ['x::event_user'])],
      },
      { eventName: 'page/view', metrics: [funnel] },
    ]);
    expect(users).toEqual([{ id: 'Checkout funnel::funnel', name: 'Checkout funnel', eventName: 'add_to_cart' }]);
  });

  it('finds none when no metric is built on it, and never the metric itself', () => {
    expect(
      metricUsers('a::event_user', [{ eventName: 'a', metrics: [metric('a::event_user', ['a::event_user'])] }]),
    ).toEqual([]);
  });
});
