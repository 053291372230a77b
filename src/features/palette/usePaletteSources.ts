import { useGateSource } from './useGateSource';
import { useListSources } from './useListSources';
import type { SourceAnswer } from './paletteSource';

/** Every record source of the palette; each answers on its own, so one failing never blanks the others. */
export function usePaletteSources(query: string, enabled: boolean): SourceAnswer[] {
  const gates = useGateSource(query, enabled);
  const lists = useListSources(query, enabled);
  return [gates, ...lists];
}
