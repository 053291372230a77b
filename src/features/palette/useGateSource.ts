import { isEndpointMissing } from '../../client/listMissing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { gateQueries } from '../../client/queries/gateQueries';
import { errorMessage } from '../../ui/errorStatus';
import { recentGateIds } from '../../client/recentLists';
import { directItem, recentItems, type SourceAnswer } from './paletteSource';

const GATE_RESULTS = 20;
const DEBOUNCE_MS = 200;

/**
 * Gates found by the server's search (the gates list extension), asked once typing pauses. A newer query replaces
 * the older one in React Query, which aborts the older request through its signal. Where the server lacks the
 * list (404), the gates opened recently on this device and "Open gate <typed id>" answer instead.
 */
export function useGateSource(query: string, enabled: boolean): SourceAnswer {
  const [search] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const gates = useQuery({
    ...gateQueries.list(1, GATE_RESULTS, search),
    enabled: enabled && search !== '',
    placeholderData: keepPreviousData,
  });
  if (query.trim() === '') return { kind: 'gate', items: [], state: 'ready' };
  if (gates.isError && isEndpointMissing(gates.error)) {
    const recent = recentItems('gate', recentGateIds.read());
    return { kind: 'gate', items: [...recent, ...directItem('gate', 'gate', query, recent)], state: 'fallback' };
  }
  if (gates.isError) return { kind: 'gate', items: [], state: 'failed', message: errorMessage(gates.error) };
  const items = (gates.data?.items ?? []).map((gate) => ({
    kind: 'gate' as const,
    id: gate.id,
    label: gate.name ?? gate.id,
    description: [gate.id, gate.status].filter(Boolean).join(' · '),
  }));
  const settling = search !== query.trim() || gates.isFetching;
  return { kind: 'gate', items, state: settling ? 'loading' : 'ready' };
}
