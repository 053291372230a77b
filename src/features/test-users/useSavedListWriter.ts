import { useCallback } from 'react';
import { readSavedTestUsers, writeSavedTestUsers } from '../../client/savedTestUsers';
import type { SavedList } from './savedUserList';

const NOT_KEPT = 'This browser refused to store it (storage full or blocked): it lasts until the page is closed';

/**
 * Applies an edit to the freshest saved list (another tab may have changed it) and writes it; a message when the
 * browser did not keep it.
 */
export function useSavedListWriter(): (edit: (list: SavedList) => SavedList) => string | undefined {
  return useCallback((edit) => (writeSavedTestUsers(edit(readSavedTestUsers())) ? undefined : NOT_KEPT), []);
}
