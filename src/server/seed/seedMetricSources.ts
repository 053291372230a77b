import type { MetricSource } from '../../contract/metricSource';
import { type PersonWithEmail, maya, priya, ravi } from './seedPeople';
import { DAY } from './seedTime';

/** A metric source as stored: the created record plus who made it and when. */
export type SeededMetricSource = MetricSource & {
  createdTime: number;
  creatorID: string;
  creatorName: string;
  creatorEmail: string;
};

function createdBy(person: PersonWithEmail, createdTime: number) {
  return { createdTime, creatorID: person.id, creatorName: person.name, creatorEmail: person.email };
}

/**
 * The warehouse tables and queries the seeded metrics and autotunes are built on (an autotune names
 * `orders_warehouse`). Each passes the checks a create runs: one SELECT that outputs its timestamp and id columns.
 */
export function seedMetricSources(now: number): SeededMetricSource[] {
  return [
    {
      name: 'orders_warehouse',
      description: 'Completed orders from the warehouse, one row per order.',
      tags: ['checkout', 'revenue'],
      sql: "SELECT order_id, user_id, stable_id, completed_at, amount_usd, item_count FROM analytics.orders WHERE status = 'completed'",
      timestampColumn: 'completed_at',
      timestampAsDay: false,
      idTypeMapping: [
        { serviceUnitID: 'userID', column: 'user_id' },
        { serviceUnitID: 'stableID', column: 'stable_id' },
      ],
      sourceType: 'query',
      customFieldMapping: [
        { key: 'order_value', formula: 'amount_usd' },
        { key: 'basket_size', formula: 'item_count' },
      ],
      owner: { ownerID: maya.id, ownerName: maya.name, ownerType: 'USER', ownerEmail: maya.email },
      ...createdBy(maya, now - 120 * DAY),
    },
    {
      name: 'search_sessions',
      description: 'Search sessions with their result clicks, aggregated per day.',
      tags: ['search'],
      sql: 'WITH sessions AS (SELECT user_id, session_day, count(*) AS searches, sum(clicks) AS clicks FROM events.search GROUP BY user_id, session_day) SELECT user_id, session_day, searches, clicks FROM sessions',
      timestampColumn: 'session_day',
      timestampAsDay: true,
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
      sourceType: 'query',
      owner: { ownerID: priya.id, ownerName: priya.name, ownerType: 'USER', ownerEmail: priya.email },
      ...createdBy(priya, now - 64 * DAY),
    },
    {
      name: 'subscriptions_table',
      description: 'Subscription starts and renewals, read from the billing table as it is.',
      tags: ['billing', 'revenue'],
      sql: '',
      tableName: 'billing.subscription_events',
      timestampColumn: 'event_time',
      timestampAsDay: false,
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'account_user_id' }],
      sourceType: 'table',
      ...createdBy(ravi, now - 9 * DAY),
    },
  ];
}
