import { useGateSource } from './useGateSource';
import { useListSources } from './useListSources';
import type { SourceAnswer } from './paletteSource';
import type { EntityInView } from './useEntityInView';
import { useSavedUserSource } from './useSavedUserSource';

/** Every record source of the palette; each answers on its own, so one failing never blanks the others. */
export function usePaletteSources(query: string, enabled: boolean, entity: EntityInView | undefined): SourceAnswer[] {
  const gates = useGateSource(query, enabled);
  const lists = useListSources(query, enabled);
  const savedUsers = useSavedUserSource(query, entity);
  return [gates, ...lists, savedUsers];
}
