import { useSyncExternalStore } from 'react';
import { readSavedTestUsers, subscribeSavedTestUsers } from './savedTestUsers';

/** The saved test users of the server in use, kept in step with every panel and tab that edits them. */
export function useSavedTestUsers() {
  return useSyncExternalStore(subscribeSavedTestUsers, () => readSavedTestUsers());
}
