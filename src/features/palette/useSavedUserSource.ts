import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import type { PaletteItem } from './paletteItem';
import type { SourceAnswer } from './paletteSource';
import type { EntityInView } from './useEntityInView';

/** The saved test users of this server, found by name: each opens on the entity in view, or its own overview. */
export function useSavedUserSource(query: string, entity: EntityInView | undefined): SourceAnswer {
  const { users } = useSavedTestUsers();
  if (query.trim() === '') return { kind: 'test-user', items: [], state: 'ready' };
  const items: PaletteItem[] = users.map((saved) => ({
    kind: 'test-user',
    id: saved.id,
    label: saved.name,
    description:
      entity === undefined ? 'What does this user see? Every gate and config' : `Test on ${entity.noun} ${entity.id}`,
    keywords: [saved.user.userID, saved.user.email].filter((word) => word !== ''),
  }));
  return { kind: 'test-user', items, state: 'ready' };
}
