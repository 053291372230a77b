import { isEndpointMissing } from '../../client/listMissing';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { autotuneQueries } from '../../client/queries/autotuneQueries';
import { dynamicConfigQueries } from '../../client/queries/dynamicConfigQueries';
import { type EventNameChoices, eventQueries } from '../../client/queries/eventQueries';
import { experimentQueries } from '../../client/queries/experimentQueries';
import { layerQueries } from '../../client/queries/layerQueries';
import type { Paged } from '../../contract/envelope';
import { MAX_LIMIT } from '../../contract/limits';
import { countText } from '../../ui/countText';
import { errorMessage } from '../../ui/errorStatus';
import { recentDynamicConfigIds, recentEventNames, recentExperimentIds } from '../../client/recentLists';
import type { PaletteItem, PaletteKind } from './paletteItem';
import { directItem, recentItems, type SourceAnswer } from './paletteSource';

interface Named {
  id: string;
  name?: string | undefined;
  description?: string | undefined;
}

function summaryItem(kind: PaletteKind, record: Named): PaletteItem {
  const label = record.name?.trim() ? record.name : record.id;
  const description = record.description?.trim() ? record.description : record.id;
  return { kind, id: record.id, label, description };
}

/** A missing list extension (404) falls back to the ids opened on this device and "Open <noun> <typed id>". */
interface Fallback {
  noun: string;
  recent: () => string[];
}

function answerOf<T>(
  kind: PaletteKind,
  query: string,
  result: UseQueryResult<T>,
  toItems: (data: T) => PaletteItem[],
  fallback?: Fallback,
): SourceAnswer {
  if (result.isError && fallback !== undefined && isEndpointMissing(result.error)) {
    const recent = recentItems(kind, fallback.recent());
    return { kind, items: [...recent, ...directItem(kind, fallback.noun, query, recent)], state: 'fallback' };
  }
  if (result.isError) return { kind, items: [], state: 'failed', message: errorMessage(result.error) };
  if (result.data === undefined) return { kind, items: [], state: 'loading' };
  return { kind, items: toItems(result.data), state: 'ready' };
}

const pageItems = (kind: PaletteKind) => (page: Paged<Named>) => page.items.map((record) => summaryItem(kind, record));

function eventItems(query: string) {
  return (choices: EventNameChoices): PaletteItem[] => {
    const counted = choices.names.map(({ name, count }) => ({
      kind: 'event' as const,
      id: name,
      label: name,
      description: count === undefined ? 'Seen in recent events' : `${countText(count)} events`,
    }));
    const items = [...counted, ...recentItems('event', recentEventNames.read())];
    // Names are free text; where the server cannot list them all, any typed name can still be opened.
    return choices.from === 'recent-events' ? [...items, ...directItem('event', 'event', query, items)] : items;
  };
}

/**
 * The sources read from list endpoints: the first 100 of each, cached by React Query and searched in the browser.
 * They load when the palette opens, so results are there by the time a name is typed.
 */
export function useListSources(query: string, enabled: boolean): SourceAnswer[] {
  const options = { enabled };
  const layers = useQuery({ ...layerQueries.list(1, MAX_LIMIT), ...options });
  const autotunes = useQuery({ ...autotuneQueries.list(1, MAX_LIMIT), ...options });
  const configs = useQuery({ ...dynamicConfigQueries.list(1, MAX_LIMIT), ...options });
  const experiments = useQuery({ ...experimentQueries.list(1, MAX_LIMIT), ...options });
  const events = useQuery({ ...eventQueries.nameChoices(), ...options });
  return [
    answerOf('layer', query, layers, (page) =>
      page.items.map((layer) => ({
        kind: 'layer',
        id: layer.id,
        label: layer.id,
        description: layer.description || 'No description',
      })),
    ),
    answerOf('autotune', query, autotunes, pageItems('autotune')),
    answerOf('dynamic-config', query, configs, pageItems('dynamic-config'), {
      noun: 'dynamic config',
      recent: () => recentDynamicConfigIds.read(),
    }),
    answerOf('experiment', query, experiments, pageItems('experiment'), {
      noun: 'experiment',
      recent: () => recentExperimentIds.read(),
    }),
    answerOf('event', query, events, eventItems(query), { noun: 'event', recent: () => recentEventNames.read() }),
  ];
}
