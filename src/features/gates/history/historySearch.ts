import { type PageSearch, pageSearchFields } from '../../../ui/pageSearch';
import { searchReader, wholeNumber } from '../../../ui/searchFields';

interface GateHistorySearch extends PageSearch {
  version?: number | undefined;
  against?: number | undefined;
  at?: string | undefined;
}

/** A date-time `Date.parse` reads, as given, or undefined. */
const dateTime = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;

/**
 * The history page's URL search: the timeline's page and page size, the version shown (`version`), the one it is
 * compared with (`against`, default its predecessor) and the moment asked about (`at`, an ISO date-time).
 */
export const GateHistorySearchSchema = searchReader<GateHistorySearch>({
  ...pageSearchFields,
  version: wholeNumber(1),
  against: wholeNumber(1),
  at: dateTime,
});
