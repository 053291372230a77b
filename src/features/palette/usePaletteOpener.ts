import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { PaletteItem } from './paletteItem';
import { PAGE_ITEMS } from './staticItems';
import type { EntityInView } from './useEntityInView';

/** A function that opens a palette item: navigates to its page or runs its action. */
export function usePaletteOpener(
  onShowShortcuts: () => void,
  entity: EntityInView | undefined,
): (item: PaletteItem) => void {
  const navigate = useNavigate();
  /** The entity in view with its test panel open, for the saved user `testUser` or none. */
  const testHere = (here: EntityInView, testUser?: string) => {
    const search = { test: '1' as const, testUser };
    if (here.kind === 'gate') void navigate({ to: '/gates/$gateId', params: { gateId: here.id }, search });
    else void navigate({ to: '/dynamic-configs/$configId', params: { configId: here.id }, search });
  };
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light');
  return (item) => {
    const { id } = item;
    switch (item.kind) {
      case 'gate':
        void navigate({ to: '/gates/$gateId', params: { gateId: id } });
        return;
      case 'layer':
        void navigate({ to: '/layers/$layerId', params: { layerId: id } });
        return;
      case 'autotune':
        void navigate({ to: '/autotunes/$autotuneId', params: { autotuneId: id } });
        return;
      case 'dynamic-config':
        void navigate({ to: '/dynamic-configs/$configId', params: { configId: id } });
        return;
      case 'experiment':
        void navigate({ to: '/experiments/$experimentId/pulse-loads', params: { experimentId: id } });
        return;
      case 'event':
        void navigate({ to: '/events/$eventName', params: { eventName: id } });
        return;
      case 'test-user':
        if (entity !== undefined) testHere(entity, id);
        // The overview of one user over every gate and config.
        else void navigate({ href: `/what-user-sees?user=${encodeURIComponent(id)}` });
        return;
      case 'page': {
        const page = PAGE_ITEMS.find((candidate) => candidate.id === id);
        if (page) void navigate({ to: page.id });
        return;
      }
      case 'action':
        if (id === 'new-gate') void navigate({ to: '/gates', search: { new: '1' } });
        else if (id === 'new-autotune') void navigate({ to: '/autotunes/new' });
        else if (id === 'new-metric-source') void navigate({ to: '/metric-sources/new' });
        else if (id === 'connection') void navigate({ to: '/connection' });
        else if (id === 'color-scheme') setColorScheme(colorScheme === 'dark' ? 'light' : 'dark');
        else if (id === 'shortcuts') onShowShortcuts();
        else if (id === 'test-user' && entity !== undefined) testHere(entity);
        return;
    }
  };
}
